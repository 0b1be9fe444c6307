import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import {
  arbitraryOf,
  inputSchemaOf,
  type JsonSchema,
  type Mutation,
  mutate,
  mutation,
  nastyText,
} from './fuzz-values.js';

/** How the body travels: mostly as JSON, otherwise in the ways broken clients and attackers send it. */
const ENCODINGS = [
  'json',
  'json',
  'json',
  'json',
  'json',
  'invalid-utf8',
  'malformed-json',
  'form-urlencoded',
  'text',
  'none',
  'multipart',
  'multipart-garbage',
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Field and file names the multipart routes read (profile photo, partner documents), and one they do not. */
const MULTIPART_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobile',
  'current_password',
  'email_code',
  'brand_name',
  'company_description',
  'contact_person',
  'website',
  'unexpected',
];
const MULTIPART_FILES = ['photo', 'contract', 'tax_card', 'unexpected'];
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type FuzzCase = {
  role: string;
  lang: 'en-US' | 'ar-SA';
  params: unknown;
  paramsChange: Mutation;
  query: unknown;
  queryChange: Mutation;
  /** A repeated query key (`?page=1&page=2`), sent as an array. */
  repeatKey: boolean;
  body: unknown;
  bodyChange: Mutation;
  encoding: Encoding;
  multipart: { fields: [string, string][]; files: [string, 'png' | 'junk' | 'empty'][] };
  garbage: string;
  forgedToken: boolean;
  /** Sent as `Idempotency-Key` (placing an order needs one; other routes ignore it). */
  idempotencyKey: string | null;
};

/** A route as the fuzzer sees it: its schemas as JSON Schema, for generating its requests. */
export type FuzzRoute = {
  method: string;
  url: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  multipart: boolean;
  /** Values that find existing rows, by path parameter name (an order's number, a product's slug). */
  known: Record<string, unknown[]>;
};

export function fuzzRouteOf(route: RouteOptions, known: Record<string, unknown[]>): FuzzRoute {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const consumes = (schema.consumes as string[] | undefined) ?? [];
  return {
    method: [route.method].flat()[0] as string,
    url: route.url,
    params: inputSchemaOf(schema.params),
    query: inputSchemaOf(schema.querystring),
    body: inputSchemaOf(schema.body),
    multipart: consumes.includes('multipart/form-data'),
    known,
  };
}

const objectValue = (schema: JsonSchema | undefined) => (schema ? arbitraryOf(schema) : fc.constant({}));

function paramsValue(route: FuzzRoute): fc.Arbitrary<unknown> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const generated = objectValue(route.params);
  const knownNames = names.filter((name) => route.known[name]?.length);
  if (knownNames.length === 0) return generated;
  const known = fc.record(
    Object.fromEntries(knownNames.map((name) => [name, fc.constantFrom(...(route.known[name] ?? []))])),
  );
  return fc.tuple(generated, known).map(([random, real]) => ({ ...(random as object), ...real }));
}

const NONE: Mutation = { kind: 'none' };
/** Which part of a case is broken: none in about half the cases, so valid requests reach the handlers. */
const BROKEN = fc.constantFrom(
  'nothing',
  'nothing',
  'nothing',
  'nothing',
  'params',
  'query',
  'body',
  'encoding',
);

/**
 * Every case of one route: a role, a request valid against the route's schemas, and at most one part of it
 * broken (a path parameter, the query, the body, or how the body is encoded).
 */
export function fuzzCases(route: FuzzRoute, roles: string[]): fc.Arbitrary<FuzzCase> {
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const usual: Encoding = takesBody ? (route.multipart ? 'multipart' : 'json') : 'none';
  return fc.tuple(BROKEN, cases(route, roles, takesBody)).map(([broken, item]) => ({
    ...item,
    paramsChange: broken === 'params' ? item.paramsChange : NONE,
    queryChange: broken === 'query' ? item.queryChange : NONE,
    repeatKey: broken === 'query' && item.repeatKey,
    bodyChange: broken === 'body' ? item.bodyChange : NONE,
    encoding: broken === 'encoding' ? item.encoding : usual,
  }));
}

function cases(route: FuzzRoute, roles: string[], takesBody: boolean): fc.Arbitrary<FuzzCase> {
  return fc.record({
    role: fc.constantFrom(...roles),
    lang: fc.constantFrom('en-US' as const, 'ar-SA' as const),
    params: paramsValue(route),
    paramsChange: mutation,
    query: objectValue(route.query),
    queryChange: mutation,
    repeatKey: fc.boolean(),
    body: takesBody ? objectValue(route.body) : fc.constant(undefined),
    bodyChange: mutation,
    encoding: takesBody
      ? route.multipart
        ? fc.constantFrom<Encoding>(
            'multipart',
            'multipart',
            'multipart',
            'multipart-garbage',
            'json',
            'none',
          )
        : fc.constantFrom(...ENCODINGS)
      : fc.constant<Encoding>('none'),
    multipart: fc.record({
      fields: fc.array(
        fc.tuple(
          fc.constantFrom(...MULTIPART_FIELDS),
          fc.oneof(nastyText, fc.string({ maxLength: 30 }), fc.emailAddress()),
        ),
        { maxLength: 6 },
      ),
      files: fc.array(
        fc.tuple(
          fc.constantFrom(...MULTIPART_FILES),
          fc.constantFrom('png' as const, 'junk' as const, 'empty' as const),
        ),
        { maxLength: 3 },
      ),
    }),
    garbage: fc.oneof(fc.string({ maxLength: 200 }), nastyText),
    forgedToken: fc.nat(9).map((draw) => draw === 0),
    idempotencyKey: fc.option(fc.uuid()),
  });
}

/** Text for a URL: percent-encoded, or bytes that are not UTF-8 at all where the text cannot be encoded. */
function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80%FF';
  }
}

function queryString(query: unknown, repeatKey: boolean): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return `?${urlText(query)}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    if (value === undefined) continue;
    for (const one of values) pairs.push(`${urlText(key)}=${urlText(one)}`);
    if (repeatKey && values.length === 1) pairs.push(`${urlText(key)}=${urlText(values[0])}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pathOf(url: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    // A dropped parameter leaves an empty segment, which no route matches: the 404 a client would get.
    return value === undefined ? '' : urlText(value);
  });
}

function multipartBody(item: FuzzCase): FormData {
  const form = new FormData();
  for (const [name, value] of item.multipart.fields) form.append(name, value);
  for (const [name, kind] of item.multipart.files) {
    const bytes = kind === 'png' ? PNG_1PX : kind === 'junk' ? Buffer.from(item.garbage) : Buffer.alloc(0);
    form.append(
      name,
      new Blob([bytes], { type: kind === 'png' ? 'image/png' : 'application/pdf' }),
      `${name}.png`,
    );
  }
  return form;
}

function bodyPayload(item: FuzzCase): Pick<InjectOptions, 'payload' | 'headers'> {
  const body = mutate(item.body, item.bodyChange);
  const json = JSON.stringify(body) ?? 'null';
  const asJson = (payload: InjectOptions['payload']) => ({
    payload,
    headers: { 'content-type': 'application/json' },
  });
  switch (item.encoding) {
    case 'none':
      return {};
    case 'json':
      return asJson(json);
    case 'invalid-utf8': {
      const cut = Math.max(1, Math.floor(json.length / 2));
      return asJson(
        Buffer.concat([
          Buffer.from(json.slice(0, cut)),
          Buffer.from([0xc3, 0x28, 0xff]),
          Buffer.from(json.slice(cut)),
        ]),
      );
    }
    case 'malformed-json':
      return asJson(json.slice(0, Math.floor(json.length / 2)) || '{');
    case 'form-urlencoded':
      return {
        payload: queryString(body, false).slice(1),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'text':
      return { payload: item.garbage, headers: { 'content-type': 'text/plain' } };
    case 'multipart':
      return { payload: multipartBody(item) as never };
    case 'multipart-garbage':
      return {
        payload: `--XX\r\nContent-Disposition: form-data; name="${item.garbage.slice(0, 20)}"\r\n\r\n${item.garbage}`,
        headers: {
          'content-type':
            item.garbage.length % 2 === 0 ? 'multipart/form-data; boundary=XX' : 'multipart/form-data',
        },
      };
  }
}

/** The request of one case: the language is asked for in the query unless the query itself is mutated away. */
export function requestOf(route: FuzzRoute, item: FuzzCase, token: string | undefined): InjectOptions {
  const query = route.query?.properties?.lang ? { ...(item.query as object), lang: item.lang } : item.query;
  const url =
    pathOf(route.url, mutate(item.params, item.paramsChange)) +
    queryString(mutate(query, item.queryChange), item.repeatKey);
  const body = bodyPayload(item);
  const bearer = item.forgedToken ? 'forged.token.value' : token;
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...body,
    headers: {
      ...body.headers,
      ...(bearer && { authorization: `Bearer ${bearer}` }),
      ...(item.idempotencyKey && { 'idempotency-key': item.idempotencyKey }),
    },
  };
}

/** Whether the client asked for its language unchanged (so an error must come back in it). */
export function langKept(route: FuzzRoute, item: FuzzCase): boolean {
  return Boolean(route.query?.properties?.lang) && item.queryChange.kind === 'none';
}
