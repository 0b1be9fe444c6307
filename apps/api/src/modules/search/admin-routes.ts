import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import {
  SearchWeekQuery,
  SearchWeekResponse,
  SynonymGroupBody,
  SynonymGroupResponse,
  SynonymGroupsResponse,
} from '@coffee/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { cairoDay } from '../../lib/format.js';
import { type Actor, actorOf } from '../../plugins/backoffice-auth.js';
import { catalogChanged } from '../../plugins/cache.js';
import { recordAudit } from '../audit/repository.js';
import { searchWeek } from './insights.js';
import { deleteSynonymGroup, findSynonymGroup, listSynonymGroups, saveSynonymGroup } from './synonyms.js';

const tags = ['admin'];

/**
 * The back office's search page: the synonyms staff keep, and what shoppers searched each week (the top
 * searches and those that found nothing). A saved or removed group counts on the next search in every process:
 * searches read the groups from the database, and the cached lists and suggestions expire at once.
 */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/admin/search/synonyms',
    {
      schema: {
        tags,
        description: 'Staff and admins: every synonym group, the last changed first.',
        querystring: LangQuery,
        response: { 200: SynonymGroupsResponse },
      },
    },
    async () => ({ data: await listSynonymGroups(db) }),
  );

  async function save(id: number | undefined, words: readonly string[], actor: Actor) {
    const now = clock();
    const before = id === undefined ? undefined : await findSynonymGroup(db, id);
    if (id !== undefined && !before) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const group = await db.transaction(async (tx) => {
      const saved = await saveSynonymGroup(tx, { id, words, staffId: actor.userId, now });
      await recordAudit(
        tx,
        actor,
        {
          action: id === undefined ? 'synonym.create' : 'synonym.update',
          entity: 'synonym_group',
          entityKey: String(saved.id),
          before: before ? { words: before.words.join(', ') } : null,
          after: { words: saved.words.join(', ') },
        },
        now,
      );
      return saved;
    });
    await catalogChanged(app);
    return { data: group };
  }

  app.post(
    '/admin/search/synonyms',
    {
      schema: {
        tags,
        description:
          'Staff and admins: a new group of words that mean the same (one word each, at least two). A word ' +
          'already in another group is refused with `SYNONYM_TAKEN`, naming it. Audited.',
        querystring: LangQuery,
        body: SynonymGroupBody,
        response: { 201: SynonymGroupResponse, ...refusals(409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await save(undefined, request.body.words, actorOf(request));
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags,
        description: 'Staff and admins: replaces a group’s words. Audited.',
        params: IdParams,
        querystring: LangQuery,
        body: SynonymGroupBody,
        response: { 200: SynonymGroupResponse, ...refusals(409, 422) },
      },
    },
    async (request) => save(request.params.id, request.body.words, actorOf(request)),
  );

  app.delete(
    '/admin/search/synonyms/:id',
    {
      schema: {
        tags,
        description:
          'Staff and admins: removes a group (its words search as typed again); answers the groups left. Audited.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: SynonymGroupsResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const now = clock();
      const before = await findSynonymGroup(db, request.params.id);
      if (!before) throw new AppError(404, 'NOT_FOUND', 'notFound');
      await db.transaction(async (tx) => {
        if (!(await deleteSynonymGroup(tx, before.id))) return;
        await recordAudit(
          tx,
          actor,
          {
            action: 'synonym.delete',
            entity: 'synonym_group',
            entityKey: String(before.id),
            before: { words: before.words.join(', ') },
            after: null,
          },
          now,
        );
      });
      await catalogChanged(app);
      return { data: await listSynonymGroups(db) };
    },
  );

  app.get(
    '/admin/search/weeks',
    {
      schema: {
        tags,
        description:
          'Staff and admins: one week of the search page’s searches (Saturday to Friday, Cairo): totals, the ' +
          'most searched phrases and those that found nothing. Counts reach it within seconds.',
        querystring: SearchWeekQuery,
        response: { 200: SearchWeekResponse },
      },
    },
    async (request) => {
      await app.searchTally.flush();
      return { data: await searchWeek(db, request.query.week ?? cairoDay(clock())) };
    },
  );
};
