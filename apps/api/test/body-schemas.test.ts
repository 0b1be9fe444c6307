import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AccountsContext, createAccountsApp } from './support/accounts.js';

// JSON has numbers, booleans and arrays of its own: a body field that takes `"1"`, `true` or `[1]` for 1
// hides a client's mistake and lets a fuzzer's nonsense through (issue 25). Coercion belongs to paths and
// query strings, whose values are all text; bodies use `BodyId` and plain zod types.

type Schema = z.core.$ZodType;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every field of `schema` that coerces its input (`z.coerce.*`) or preprocesses it, by path. */
function coercingFields(schema: Schema, at: string, found: string[] = [], path: Schema[] = []): string[] {
  if (path.includes(schema)) return found;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; coerce?: boolean };
  if (def.coerce) found.push(`${at}: z.coerce.${def.type}()`);
  if (def.type === 'pipe' && isSchema(def.in) && def.in._zod.def.type === 'transform') {
    found.push(`${at}: z.preprocess()`);
  }
  const into = (child: unknown, where: string) => {
    if (isSchema(child)) coercingFields(child, where, found, [...path, schema]);
  };
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      into(child, `${at}.${key}`);
    into(def.catchall, `${at}[*]`);
  } else if (def.type === 'array') into(def.element, `${at}[]`);
  else if (def.type === 'lazy') into((def.getter as () => unknown)(), at);
  else {
    for (const value of Object.values(def)) {
      for (const child of Array.isArray(value) ? value : [value]) into(child, at);
    }
  }
  return found;
}

describe('the coercion finder', () => {
  it('finds a coerced or preprocessed field however deep', () => {
    const Id = z.coerce.number().int();
    const sample = z.strictObject({
      plain: z.number(),
      nested: z.object({ list: z.array(Id).max(3).optional() }),
      either: z.union([z.string(), z.object({ flag: z.coerce.boolean() })]).nullable(),
      early: z.preprocess((value) => Number(value), z.number()).default(1),
      trimmed: z
        .string()
        .trim()
        .transform((value) => value.toLowerCase()),
    });
    expect(coercingFields(sample, 'Sample')).toEqual([
      'Sample.nested.list[]: z.coerce.number()',
      'Sample.either.flag: z.coerce.boolean()',
      'Sample.early: z.preprocess()',
    ]);
  });
});

describe('request bodies never coerce', () => {
  const bodies: { route: string; body: Schema }[] = [];
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({
      onRoute: (route) => {
        const body = (route.schema as { body?: unknown } | undefined)?.body;
        if (isSchema(body)) bodies.push({ route: `${[route.method].flat().join(',')} ${route.url}`, body });
      },
    });
  });
  afterAll(() => ctx?.close());

  it('in any body a route validates', () => {
    expect(bodies.length).toBeGreaterThan(40);
    const found = bodies.flatMap(({ route, body }) => coercingFields(body, route));
    expect(found).toEqual([]);
  });

  it('in any body schema the contracts export', async () => {
    const folder = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
    const found: string[] = [];
    let count = 0;
    for (const file of readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
      const module = (await import(path.join(folder, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('Body') || !isSchema(value)) continue;
        count += 1;
        coercingFields(value, `${file}: ${name}`, found);
      }
    }
    expect(count).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});
