import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createMediaUrl, type MediaUrl } from './lib/media.js';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.js';
import { createStorage, type Storage } from './lib/storage.js';
import { validatorCompiler } from './lib/validator.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminAuditRoutes } from './modules/audit/admin-routes.js';
import { invitationRoutes } from './modules/auth/invitation-routes.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { isSessionActive } from './modules/auth/sessions-repository.js';
import { adminDashboardRoutes, sellerDashboardRoutes } from './modules/backoffice/dashboard-routes.js';
import { backofficeRoutes } from './modules/backoffice/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { adminCatalogCsvRoutes, sellerCatalogCsvRoutes } from './modules/catalog/admin/csv-routes.js';
import { adminCatalogRoutes, sellerCatalogRoutes } from './modules/catalog/admin/pricing-routes.js';
import {
  adminProductEditRoutes,
  sellerProductEditRoutes,
} from './modules/catalog/admin/product-edit-routes.js';
import { adminTaxonomyRoutes } from './modules/catalog/admin/taxonomy-routes.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { adminCouponRoutes } from './modules/checkout/admin/coupon-routes.js';
import { adminSettingsRoutes } from './modules/checkout/admin/settings-routes.js';
import { adminShippingZoneRoutes } from './modules/checkout/admin/shipping-zone-routes.js';
import { codRoutes } from './modules/checkout/cod-routes.js';
import { checkoutRoutes } from './modules/checkout/routes.js';
import { adminHomeRoutes } from './modules/content/admin/home-routes.js';
import { adminPageRoutes } from './modules/content/admin/page-routes.js';
import { adminPostRoutes } from './modules/content/admin/post-routes.js';
import { adminRecipeRoutes } from './modules/content/admin/recipe-routes.js';
import { blogRoutes } from './modules/content/blog-routes.js';
import { pageRoutes } from './modules/content/page-routes.js';
import { recipeRoutes } from './modules/content/recipe-routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { adminCustomerRoutes } from './modules/customers/admin-routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { adminPartnerRoutes } from './modules/engagement/admin/partner-routes.js';
import { contactRoutes } from './modules/engagement/contact-routes.js';
import { partnerRoutes } from './modules/engagement/partner-routes.js';
import { engagementRoutes } from './modules/engagement/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { adminInvoiceRoutes } from './modules/invoices/admin-routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { locationRoutes } from './modules/locations/routes.js';
import { adminOrderRoutes } from './modules/orders/admin-routes.js';
import { orderJobs } from './modules/orders/jobs.js';
import { orderRoutes } from './modules/orders/routes.js';
import { sellerOrderRoutes } from './modules/orders/seller-routes.js';
import { adminInstapayRoutes, instapayRoutes } from './modules/payments/instapay-routes.js';
import { paymentJobs } from './modules/payments/jobs.js';
import { orderPaymentsPlugin } from './modules/payments/order-payments-plugin.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { adminReturnRoutes } from './modules/returns/admin-routes.js';
import { returnPickupPoll } from './modules/returns/poll.js';
import { returnRoutes } from './modules/returns/routes.js';
import { adminReviewRoutes } from './modules/reviews/admin-routes.js';
import { reviewJobs } from './modules/reviews/jobs.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { adminSearchRoutes } from './modules/search/admin-routes.js';
import { searchJobs } from './modules/search/popularity.js';
import { searchRoutes } from './modules/search/routes.js';
import { searchTallyPlugin } from './modules/search/tally-plugin.js';
import { adminSellerRoutes } from './modules/sellers/admin-routes.js';
import { sellerRoutes } from './modules/sellers/routes.js';
import { adminShippingRoutes } from './modules/shipping/admin-routes.js';
import { shippingJobs } from './modules/shipping/jobs.js';
import { adminCodRefusalRoutes } from './modules/shipping/refusal-admin-routes.js';
import { shippingRoutes } from './modules/shipping/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { authPlugin } from './plugins/auth.js';
import { adminScope, backofficeAuthPlugin, sellerScope } from './plugins/backoffice-auth.js';
import { cachePlugin } from './plugins/cache.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { jobsPlugin } from './plugins/jobs.js';
import { mediaPlugin } from './plugins/media.js';
import { metricsPlugin } from './plugins/metrics.js';
import { multipartPlugin } from './plugins/multipart.js';
import { openapiPlugin } from './plugins/openapi.js';
import { outboxPlugin } from './plugins/outbox.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    mediaUrl: MediaUrl;
    config: Config;
    /** Where uploads live (lib/storage.ts): DATA_DIR's folders or an S3-API bucket, by STORAGE. */
    storage: Storage;
    /** Now, as the app sees it; tests inject their own to move time. */
    clock: Clock;
  }
}

export type BuildOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Start the background jobs when ready (the server does; tests that exercise them too). */
  jobs?: boolean;
  /** Sees every route as it is registered, schemas included (the contract fuzz test enumerates them so). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the API without listening: the server listens, tests call `inject()`. */
export async function buildApp({
  config,
  database,
  logger,
  clock,
  jobs = false,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The query string parser keeps repeated keys as arrays (`brand=1&brand=2`).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    bodyLimit: 1_048_576,
    genReqId: requestIdOf,
    // SIGTERM: new requests get 503 (the balancer's /ready check fails first), in-flight ones finish.
    return503OnClosing: true,
    // The storefront's server calls on shoppers' behalf: per-IP limits need the address it forwards.
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('storage', createStorage(config.storage));
  app.decorate('mediaUrl', createMediaUrl(config.mediaBaseUrl));
  app.decorate('clock', clock ?? systemClock);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { poolStats: database.poolStats });
  await app.register(securityHeadersPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // The browser's address book and cart use PUT and DELETE; a preflight must allow them.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // Every OPTIONS is answered 204 (@fastify/cors' optionsSuccessStatus): without Origin or
    // Access-Control-Request-Method it is no browser's preflight, not a malformed one, and the strict default's
    // 400 "Invalid Preflight Request" came as text/plain outside the error shape (issue 25). No origin outside
    // CORS_ORIGINS is allowed either way.
    strictPreflight: false,
    exposedHeaders: ['retry-after'],
  });
  await app.register(openapiPlugin);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir, storage: app.storage });
  await app.register(multipartPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { isSessionActive });
  await app.register(backofficeAuthPlugin);
  await app.register(jobsPlugin, { enabled: jobs, connectionString: database.url });
  await app.register(outboxPlugin);
  await app.register(cachePlugin);
  await app.register(searchTallyPlugin);
  await app.register(orderPaymentsPlugin);
  await app.register(orderJobs);
  await app.register(paymentJobs);
  await app.register(reviewJobs);
  await app.register(searchJobs);
  // One courier poll for deliveries and return pickups alike.
  await app.register(shippingJobs, { alsoPoll: [returnPickupPoll] });

  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(searchRoutes);
  await app.register(sellerRoutes);
  await app.register(contentRoutes);
  await app.register(locationRoutes);
  await app.register(engagementRoutes);
  await app.register(blogRoutes);
  await app.register(recipeRoutes);
  await app.register(pageRoutes);
  await app.register(contactRoutes);
  await app.register(partnerRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(invitationRoutes);
  await app.register(accountRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(checkoutRoutes);
  await app.register(codRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  await app.register(reviewRoutes);
  await app.register(paymentRoutes);
  await app.register(instapayRoutes);
  await app.register(shippingRoutes);
  await app.register(returnRoutes);
  await app.register(backofficeRoutes);
  await app.register(
    adminScope([
      adminOrderRoutes,
      adminInstapayRoutes,
      adminInvoiceRoutes,
      adminReviewRoutes,
      adminSearchRoutes,
      adminShippingRoutes,
      adminCodRefusalRoutes,
      adminReturnRoutes,
      adminCatalogRoutes,
      adminProductEditRoutes,
      adminCatalogCsvRoutes,
      adminTaxonomyRoutes,
      adminCustomerRoutes,
      adminSettingsRoutes,
      adminShippingZoneRoutes,
      adminCouponRoutes,
      adminPartnerRoutes,
      adminPostRoutes,
      adminRecipeRoutes,
      adminPageRoutes,
      adminHomeRoutes,
      adminSellerRoutes,
      adminAuditRoutes,
      adminDashboardRoutes,
    ]),
  );
  await app.register(
    sellerScope([
      sellerOrderRoutes,
      sellerCatalogRoutes,
      sellerProductEditRoutes,
      sellerCatalogCsvRoutes,
      sellerDashboardRoutes,
    ]),
  );
  if (config.env !== 'production') await app.register(devRoutes);
  return app;
}
