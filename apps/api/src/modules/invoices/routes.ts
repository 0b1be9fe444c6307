import { InvoiceResponse } from '@coffee/contracts/invoices';
import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { toInvoice } from './presenters.js';
import { findDocuments } from './repository.js';

const tags = ['orders'];

/** The shopper's invoices (staff read any order's in `admin-routes.ts`). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/orders/:number/invoice',
    {
      schema: {
        tags,
        description:
          "The tax invoice of one of the caller's orders, as issued (lines, sellers, store and buyer as they " +
          'were then), with its credit notes. An order is invoiced once placed (an online one when its payment ' +
          "settles): an order awaiting payment, another shopper's order or an unknown number is a 404.",
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: InvoiceResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const found = await findDocuments(db, request.params.number, authOf(request).userId);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: toInvoice(found.invoice, found.creditNotes, request.lang) };
    },
  );
};
