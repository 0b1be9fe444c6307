import { LangQuery } from '@coffee/contracts/common';
import { BannersResponse, ShippingStepsResponse } from '@coffee/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertisements, sliders } from '../../db/schema/index.js';
import { localized, toLang } from '../../i18n/lang.js';
import { CACHE_TTL_MS, sendCached } from '../../plugins/cache.js';
import { listBanners, listShippingSteps } from './repository.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl } = app;

  for (const [path, table] of [
    ['/sliders', sliders],
    ['/advertisements', advertisements],
  ] as const) {
    app.get(
      path,
      { schema: { tags: ['content'], querystring: LangQuery, response: { 200: BannersResponse } } },
      async (request, reply) => {
        const lang = toLang(request.query.lang);
        const spec = {
          area: 'banners',
          key: `${path}:${lang}`,
          ttlMs: CACHE_TTL_MS.names,
          home: true as const,
        };
        return sendCached(reply, spec, async () => ({
          data: (await listBanners(db, table)).map((row) => ({
            id: row.id,
            title: localized(lang, row.titleEn, row.titleAr),
            subtitle: localized(lang, row.subtitleEn, row.subtitleAr),
            image: mediaUrl(row.image),
            link: row.link,
          })),
        }));
      },
    );
  }

  app.get(
    '/shipping-steps',
    { schema: { tags: ['content'], querystring: LangQuery, response: { 200: ShippingStepsResponse } } },
    async (request) => {
      const lang = toLang(request.query.lang);
      const rows = await listShippingSteps(db);
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: localized(lang, row.titleEn, row.titleAr),
          description: localized(lang, row.descriptionEn, row.descriptionAr),
          icon: row.icon,
        })),
      };
    },
  );
};
