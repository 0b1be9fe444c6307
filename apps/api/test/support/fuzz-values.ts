import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod's `toJSONSchema` writes for our contracts. */
export type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

/** A request part's zod schema as JSON Schema, as a client reads it (before defaults and transforms). */
export function inputSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const INT32 = 2 ** 31;

/**
 * Values an attacker or a broken client sends where anything else was expected: PostgreSQL's integer edges,
 * 2^53 and 2^63, empty and blank text, right-to-left and bidi-control text, a NUL, a lone surrogate (not
 * encodable as UTF-8), emoji, long text, and the wrong JSON types.
 */
export const NASTY_VALUES: unknown[] = [
  0,
  -1,
  -0.5,
  1.5,
  INT32 - 1,
  INT32,
  -INT32 - 1,
  2 ** 53,
  2 ** 63,
  '9223372036854775808',
  1e308,
  -1e308,
  '',
  ' ',
  'مرحبا بالقهوة',
  '\u202Eevil\u202C',
  'a\u0000b',
  '\uD800',
  '☕️👨‍👩‍👧',
  'ق'.repeat(5_000),
  'x'.repeat(70_000),
  '1e400',
  'NaN',
  '-0',
  '0x10',
  ' 12 ',
  "'; drop table users; --",
  '%_\\',
  true,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deeper: [null] } },
];

/** Text values for a query string or path, where everything arrives as text. */
export const NASTY_TEXTS: string[] = NASTY_VALUES.map((value) =>
  typeof value === 'string' ? value : JSON.stringify(value),
);

export const nastyValue = fc.constantFrom(...NASTY_VALUES);
export const nastyText = fc.constantFrom(...NASTY_TEXTS);

const anyText = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom('قهوة', 'بن محمص', 'Hario V60', 'espresso'), weight: 2 },
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  return target ? resolve(target, root) : {};
}

function textOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, minLength + 60));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot read: plain text, mostly refused, is still a fair request.
    }
  }
  // Real-looking words where they fit the length (a filter that no constant passes would never end).
  const words = ['قهوة', 'بن محمص فاتح', 'Hario V60', 'Tahrir St'].filter(
    (text) => text.length >= minLength && text.length <= maxLength,
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(words.length > 0 ? [fc.constantFrom(...words)] : []),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lowest =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const highest =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1e9);
  const min = Math.max(lowest, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(highest, Number.MAX_SAFE_INTEGER);
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const small = Math.min(max, Math.max(min, 0) + 30);
  // Small ids find rows that exist (the demo catalog's, the orders made before); the rest cover the range.
  return fc.oneof(
    { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(small) }), weight: 3 },
    { arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), weight: 1 },
  );
}

/** Values valid against the schema as far as JSON Schema can say (refinements are left to chance). */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const node = resolve(schema, root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, root, depth + 1)));
  if (node.allOf?.[0]) return arbitraryOf(node.allOf[0], root, depth + 1);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return textOf(node);
    case 'integer':
      return numberOf(node, true);
    case 'number':
      return numberOf(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = node.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(node.maxItems ?? 4, minLength + 4));
      const item = node.items ? arbitraryOf(node.items, root, depth + 1) : anyText;
      return fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return objectOf(node, root, depth);
  }
  if (node.properties) return objectOf(node, root, depth);
  return fc.oneof(anyText, fc.integer(), fc.boolean());
}

/**
 * Fields whose schema alone rarely yields a value the API takes (a refinement, not a pattern): real ones are
 * mixed in, so requests get past validation to the handlers.
 */
const REAL_VALUES: Record<string, unknown[]> = {
  mobile: ['01012345678', '+201112345678', '٠١٢٣٤٥٦٧٨٩٠'],
  recipient_name: ['Mona Hassan', 'منى حسن'],
  payment_method: ['cod', 'card', 'opay', 'wallet'],
};

function objectOf(node: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  if (depth > 4) return fc.constant({});
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const generated = arbitraryOf(property, root, depth + 1);
      const real = REAL_VALUES[key];
      return [key, real ? fc.oneof(fc.constantFrom(...real), generated) : generated];
    }),
  );
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  return fc.record(model, { requiredKeys });
}

/** What a fuzz case does to an otherwise valid part of the request. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; key: number; value: unknown }
  | { kind: 'drop'; key: number }
  | { kind: 'extra'; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), key: fc.nat(), value: nastyValue }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('extra' as const), value: nastyValue }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('whole' as const), value: nastyValue }), weight: 1 },
);

/** Applies a mutation to an object: a field replaced by a nasty value, dropped, one field too many, or all of it. */
export function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'whole') return change.value;
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  const keys = Object.keys(object);
  if (change.kind === 'extra') return { ...object, unexpected_field: change.value };
  if (keys.length === 0) return object;
  const key = keys[change.key % keys.length] as string;
  if (change.kind === 'drop') delete (object as Record<string, unknown>)[key];
  else (object as Record<string, unknown>)[key] = change.value;
  return object;
}
