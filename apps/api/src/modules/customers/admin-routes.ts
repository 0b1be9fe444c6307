import {
  AdminCustomerResponse,
  AdminCustomersQuery,
  AdminCustomersResponse,
  BlockCustomerBody,
  WalletAdjustmentBody,
} from '@coffee/contracts/backoffice-customers';
import { IdParams } from '@coffee/contracts/catalog';
import { IdempotencyKey } from '@coffee/contracts/checkout';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../i18n/lang.js';
import { localized } from '../../i18n/lang.js';
import { AppError, refusals } from '../../lib/errors.js';
import { pageMeta } from '../../lib/page-meta.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { listAddresses } from '../account/addresses-repository.js';
import { toAddress } from '../account/presenters.js';
import { listWalletTransactions } from '../account/wallet-ledger.js';
import { toOrderListItem } from '../orders/presenters.js';
import { listOrders } from '../orders/repository.js';
import { adjustWallet, type CustomerRow, findCustomer, listCustomers, setBlocked } from './repository.js';

const tags = ['admin'];

const toCustomer = (row: CustomerRow) => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  mobile: row.mobile,
  created_at: row.createdAt.toISOString(),
  blocked: row.blockedAt !== null,
  orders_count: row.ordersCount,
  wallet_balance: row.walletBalance,
});

/** Customers for the back office: find them, read one, adjust their wallet (admins), block or unblock. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  const present = async (id: number, lang: Lang) => {
    const row = await findCustomer(db, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const [addresses, latest, wallet] = await Promise.all([
      listAddresses(db, id),
      listOrders(db, id, { limit: 20, offset: 0 }),
      listWalletTransactions(db, id, { limit: 20, offset: 0 }),
    ]);
    return {
      data: {
        ...toCustomer(row),
        addresses: addresses.map((entry) => {
          const address = toAddress(entry, lang);
          return {
            id: address.id,
            title: address.title,
            lines: [address.street, address.area, address.city.name, address.governorate.name]
              .filter(Boolean)
              .join(lang === 'ar' ? '، ' : ', '),
            recipient_name: entry.address.recipientName,
            mobile: entry.address.mobile,
            is_primary: address.is_primary,
          };
        }),
        orders: latest.rows.map((order) => toOrderListItem(order, lang)),
        wallet_transactions: wallet.rows.map((entry) => ({
          amount: entry.amount,
          kind: entry.kind,
          description: localized(lang, entry.descriptionEn, entry.descriptionAr),
          created_at: entry.createdAt.toISOString(),
        })),
      },
    };
  };

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        description:
          'Staff and admins: customers newest first, with order count, wallet balance and whether blocked; `q` ' +
          'finds a mobile (any way typed), an id, or part of a name or an email.',
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomersResponse },
      },
    },
    async (request) => {
      const { q, page, per_page: perPage } = request.query;
      const { rows, total } = await listCustomers(db, q, { limit: perPage, offset: (page - 1) * perPage });
      return { data: rows.map(toCustomer), meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        description:
          'Staff and admins: a customer with addresses, latest orders and wallet movements. A staff account is a 404.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: AdminCustomerResponse },
      },
    },
    async (request) => present(request.params.id, request.lang),
  );

  app.post(
    '/admin/customers/:id/wallet',
    {
      schema: {
        tags,
        description:
          'Admins only: credit (amount > 0) or debit (amount < 0) piastres with a reason the customer reads in ' +
          'their wallet history; recorded as an `adjustment` wallet transaction and in the audit log, in one ' +
          'transaction under the wallet lock. Needs an Idempotency-Key header: the same key is applied once; ' +
          'sent again with another customer, amount or reason it is a 409 IDEMPOTENCY_KEY_REUSED that changes ' +
          'nothing. 422 WALLET_INSUFFICIENT when a debit would go below zero.',
        params: IdParams,
        querystring: LangQuery,
        body: WalletAdjustmentBody,
        response: { 200: AdminCustomerResponse, ...refusals(409, 422) },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = IdempotencyKey.safeParse(
        typeof header === 'string' ? header.trim().toLowerCase() : undefined,
      );
      if (!key.success) throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'idempotencyKeyRequiredAdmin');
      const { amount, reason } = request.body;
      const outcome = await db.transaction((tx) =>
        adjustWallet(tx, actorOf(request), request.params.id, { amount, reason, key: key.data }, clock()),
      );
      if (outcome === 'not-found') throw new AppError(404, 'NOT_FOUND', 'notFound');
      if (outcome === 'key-reused') throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'walletKeyReused');
      return present(request.params.id, request.lang);
    },
  );

  app.post(
    '/admin/customers/:id/block',
    {
      schema: {
        tags,
        description:
          'Staff and admins: block a customer (every session ends at once; signing in again is a 403 ' +
          'ACCOUNT_BLOCKED) or unblock them. Audited with the note; doing what is already so changes nothing.',
        params: IdParams,
        querystring: LangQuery,
        body: BlockCustomerBody,
        response: { 200: AdminCustomerResponse },
      },
    },
    async (request) => {
      const { blocked, note } = request.body;
      const found = await db.transaction((tx) =>
        setBlocked(tx, actorOf(request), request.params.id, { blocked, note: note ?? null }, clock()),
      );
      if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return present(request.params.id, request.lang);
    },
  );
};
