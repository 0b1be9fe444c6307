import { InvoiceResponse, InvoiceSettingsBody, InvoiceSettingsResponse } from '@coffee/contracts/invoices';
import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { updateInvoiceSettings } from './admin/settings-repository.js';
import { toInvoice, toInvoiceSettings } from './presenters.js';
import { findDocuments, readInvoiceSettings } from './repository.js';

const tags = ['admin'];

/** The back office's invoices: any order's, and what invoices print about the store. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/admin/orders/:number/invoice',
    {
      schema: {
        tags,
        description:
          'Staff and admins: any order’s tax invoice as issued, with its credit notes. An order not invoiced ' +
          '(awaiting its online payment, or canceled before it was paid) is a 404.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: InvoiceResponse },
      },
    },
    async (request) => {
      const found = await findDocuments(db, request.params.number);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: toInvoice(found.invoice, found.creditNotes, request.lang) };
    },
  );

  app.get(
    '/admin/invoice-settings',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the store’s legal name and address (both languages), tax registration number and ' +
          'the VAT rate prices include, as the next invoice will print them.',
        response: { 200: InvoiceSettingsResponse },
      },
    },
    async () => ({ data: toInvoiceSettings(await readInvoiceSettings(db)) }),
  );

  app.put(
    '/admin/invoice-settings',
    {
      schema: {
        tags,
        description:
          'Admins: sets what invoices print about the store and the VAT rate (percent); invoices already ' +
          'issued keep what they say. Audited.',
        body: InvoiceSettingsBody,
        response: { 200: InvoiceSettingsResponse },
      },
      config: { role: 'admin' },
    },
    async (request) => {
      await db.transaction((tx) => updateInvoiceSettings(tx, actorOf(request), request.body, clock()));
      return { data: toInvoiceSettings(await readInvoiceSettings(db)) };
    },
  );
};
