import { AddressBody, AddressesResponse, AddressParams, AddressResponse } from '@coffee/contracts/account';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { lockUser } from '../auth/repository.js';
import * as repo from './addresses-repository.js';
import { toAddress } from './presenters.js';

export const MAX_ADDRESSES = 50;

async function fieldsOf(db: Executor, body: z.output<typeof AddressBody>): Promise<repo.AddressFields> {
  const place = await repo.checkPlace(db, body.governorate_id, body.city_id);
  if (place === 'unknown-governorate') {
    throw new AppError(422, 'VALIDATION_ERROR', 'invalidRequest', ['unknownGovernorate']);
  }
  if (place === 'city-elsewhere') {
    throw new AppError(422, 'VALIDATION_ERROR', 'invalidRequest', ['cityNotInGovernorate']);
  }
  return {
    title: body.title,
    country: body.country,
    governorateId: body.governorate_id,
    cityId: body.city_id,
    area: body.area,
    street: body.street,
    details: body.details,
    recipientName: body.recipient_name ?? null,
    mobile: body.mobile ?? null,
  };
}

/**
 * The address book. Every query is scoped to the caller, so another shopper's address id is a 404, the same
 * as an id that never existed. Changes lock the user's row first: two requests at once cannot leave the book
 * without a primary, and the partial unique index backs that up.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const tags = ['account'];

  const answer = async (userId: number, id: number, lang: 'en' | 'ar') => {
    const row = await repo.findAddress(db, userId, id);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return { data: toAddress(row, lang) };
  };

  app.get(
    '/addresses',
    {
      schema: { tags, querystring: LangQuery, response: { 200: AddressesResponse } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const rows = await repo.listAddresses(db, authOf(request).userId);
      return { data: rows.map((row) => toAddress(row, request.lang)) };
    },
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: AddressBody,
        response: { 201: AddressResponse, ...refusals(422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const fields = await fieldsOf(db, request.body);
      const id = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const existing = await repo.countAddresses(tx, userId);
        if (existing >= MAX_ADDRESSES) throw new AppError(422, 'TOO_MANY_ADDRESSES', 'tooManyAddresses');
        const makePrimary = request.body.is_primary || existing === 0;
        const newId = await repo.insertAddress(tx, userId, fields, false, clock());
        if (makePrimary) await repo.setPrimary(tx, userId, newId);
        return newId;
      });
      return reply.status(201).send(await answer(userId, id, request.lang));
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags,
        description:
          'Replaces the address (without recipient_name and mobile, the account holder receives). is_primary: ' +
          'true makes it the primary; false never unsets one.',
        params: AddressParams,
        querystring: LangQuery,
        body: AddressBody,
        response: { 200: AddressResponse, ...refusals(422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const { id } = request.params;
      if (!(await repo.findAddress(db, userId, id))) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const fields = await fieldsOf(db, request.body);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (!(await repo.updateAddress(tx, userId, id, fields))) {
          throw new AppError(404, 'NOT_FOUND', 'notFound');
        }
        if (request.body.is_primary) await repo.setPrimary(tx, userId, id);
      });
      return answer(userId, id, request.lang);
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags,
        description: 'Deletes the address and answers with the book left (the primary passes to the newest).',
        params: AddressParams,
        querystring: LangQuery,
        response: { 200: AddressesResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const deleted = await repo.deleteAddress(tx, userId, request.params.id);
        if (!deleted) throw new AppError(404, 'NOT_FOUND', 'notFound');
        if (deleted.isPrimary) {
          const heir = await repo.newestAddressId(tx, userId);
          if (heir !== undefined) await repo.setPrimary(tx, userId, heir);
        }
      });
      const rows = await repo.listAddresses(db, userId);
      return { data: rows.map((row) => toAddress(row, request.lang)) };
    },
  );

  app.post(
    '/addresses/:id/primary',
    {
      schema: { tags, params: AddressParams, querystring: LangQuery, response: { 200: AddressResponse } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (!(await repo.findAddress(tx, userId, id))) throw new AppError(404, 'NOT_FOUND', 'notFound');
        await repo.setPrimary(tx, userId, id);
      });
      return answer(userId, id, request.lang);
    },
  );
};
