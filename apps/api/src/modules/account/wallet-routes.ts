import { WalletQuery, WalletResponse } from '@coffee/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../i18n/lang.js';
import { authOf } from '../../plugins/auth.js';
import { getOrOpenWallet, listWalletTransactions } from './wallet-ledger.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['account'],
        description: "The caller's balance (piastres) and their transactions, newest first.",
        querystring: WalletQuery,
        response: { 200: WalletResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, per_page: perPage } = request.query;
      const wallet = await getOrOpenWallet(db, userId, clock());
      const { rows, total } = await listWalletTransactions(db, userId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        data: {
          balance: wallet.balance,
          currency: 'EGP' as const,
          last_update: wallet.updatedAt.toISOString(),
          transactions: rows.map((row) => ({
            id: row.id,
            amount: row.amount,
            kind: row.kind,
            description: localized(request.lang, row.descriptionEn, row.descriptionAr),
            order_id: row.orderId,
            created_at: row.createdAt.toISOString(),
          })),
        },
        meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },
  );
};
