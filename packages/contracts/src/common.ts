import { z } from 'zod';

// In the browser, zod must not probe for `new Function` (its faster parsers): the storefront's CSP forbids
// eval, and the probe alone is reported as a violation. The API keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** Languages the API speaks, as the storefront sends them in `?lang=`. */
export const ApiLang = z.enum(['en-US', 'ar-SA']);
export type ApiLang = z.infer<typeof ApiLang>;

/** Storefront locales, as kept in the `i18n_redirected` cookie. */
export const Locale = z.enum(['en', 'ar']);
export type Locale = z.infer<typeof Locale>;

export const toApiLang = (locale: Locale): ApiLang => (locale === 'ar' ? 'ar-SA' : 'en-US');

/** Every request may carry `lang`; an unknown value is a 400 rather than a silent fallback. */
export const LangQuery = z.object({
  lang: ApiLang.default('en-US').describe('Language of localized fields'),
});

/** Query booleans arrive as text: accept the spellings clients actually send. */
export const QueryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Integer id in a path or query (`/product/12`), whose values are all text: it coerces, so never in a body
 * (`true`, `"1"` and `[1]` would pass as 1; apps/api/test/body-schemas.test.ts fails on any coercing body field).
 */
export const Id = z.coerce.number<string>().int().positive().max(2_147_483_647);
/** An id inside a JSON body: a number and nothing else, within PostgreSQL's integer like every id. */
export const BodyId = z.number().int().positive().max(2_147_483_647);

/** A list of ids given as `brand=1&brand=2` or `brand=1,2`. */
export const IdList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(z.array(Id).max(50));

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

export const PageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMeta });

/** The one error shape: `message` for a person, `messages` per problem, `code` for a program. */
export const ApiError = z.object({
  message: z.string(),
  messages: z.array(z.string()).optional(),
  code: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Money is integer piastres (1 EGP = 100) everywhere below the UI. */
export const Piastres = z.number().int().describe('Amount in piastres (1 EGP = 100 piastres)');
