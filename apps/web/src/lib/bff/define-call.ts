import type { z } from 'zod';

// One entry per call a browser may make through the store's own `/bff/…` routes: the forwarder's allowlist
// is derived from these entries (app/bff/forwarded-routes.ts), and `callBff` takes one to build the path,
// type the body and check the answer. No server-only code here, and no zod at run time: both sides import the
// entries, and every page the entries it calls.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a path parameter may hold, as the forwarder checks it: `id` (1–10 digits), `orderNumber` (an order
 * number as shoppers quote it, CM-2026-000123) or one of a few fixed words (`['paytabs', 'opay']`).
 */
export type ParamKind = 'id' | 'orderNumber' | readonly [string, ...string[]];

/** The modules a call's schemas come from, by the name the table uses: `cart.CartResponse`. */
export type ContractModules = {
  account: typeof import('@coffee/contracts/account');
  auth: typeof import('@coffee/contracts/auth');
  'backoffice-catalog': typeof import('@coffee/contracts/backoffice-catalog');
  'backoffice-content': typeof import('@coffee/contracts/backoffice-content');
  'backoffice-coupons': typeof import('@coffee/contracts/backoffice-coupons');
  'backoffice-customers': typeof import('@coffee/contracts/backoffice-customers');
  'backoffice-home': typeof import('@coffee/contracts/backoffice-home');
  'backoffice-partners': typeof import('@coffee/contracts/backoffice-partners');
  'backoffice-pricing': typeof import('@coffee/contracts/backoffice-pricing');
  'backoffice-settings': typeof import('@coffee/contracts/backoffice-settings');
  bff: typeof import('./bff-answers');
  cart: typeof import('@coffee/contracts/cart');
  checkout: typeof import('@coffee/contracts/checkout');
  engagement: typeof import('@coffee/contracts/engagement');
  locations: typeof import('@coffee/contracts/locations');
  orders: typeof import('@coffee/contracts/orders');
  'payment-start': typeof import('@coffee/contracts/payment-start');
  search: typeof import('@coffee/contracts/search');
  'seller-portal': typeof import('@coffee/contracts/seller-portal');
  wishlist: typeof import('@coffee/contracts/wishlist');
};

/** Every answer of the API is `{ data, meta? }`; the caller gets `data`. */
export type Envelope = z.ZodType<{ data: unknown }>;

type NamesIn<Module, Schema> = {
  [Name in keyof Module]: Module[Name] extends Schema ? Name & string : never;
}[keyof Module];

/**
 * A schema of the contracts by module and name, `cart.SaveCartBody`: only a string in the entry, so that a
 * page's first-load JavaScript holds neither zod nor the contracts. A body's name gives its type; an
 * answer's schema comes with the first call (load-contract.ts).
 */
export type ContractName<Schema = z.ZodType> = {
  [Module in keyof ContractModules]: `${Module}.${NamesIn<ContractModules[Module], Schema>}`;
}[keyof ContractModules];

/** Answer schemas by their names in the table (answers/shop.ts, answers/back-office.ts). */
export type Answers = { readonly [Name in ContractName<Envelope>]?: ContractOf<Name> };

/** The schema a name stands for. */
export type ContractOf<Name extends string> =
  Name extends `${infer Module extends keyof ContractModules}.${infer Schema}`
    ? Schema extends keyof ContractModules[Module]
      ? ContractModules[Module][Schema]
      : never
    : never;

export type CallEntry = {
  readonly method: Method;
  /** Below `/bff/`, a `:name` for each parameter: `orders/:number/cancel`. */
  readonly path: string;
  readonly params?: Readonly<Record<string, ParamKind>>;
  /** The contract of a JSON body. Only its type is used in the browser: the API validates it. */
  readonly body?: ContractName;
  /** A body that is not JSON: a multipart form (a photo, documents) or one file sent as itself (a CSV). */
  readonly upload?: 'multipart' | 'file';
  /** The answer's contract, or `download`: a file the browser opens through a link (`bffUrl`). */
  readonly answer: ContractName<Envelope> | 'download';
  /** The largest body the forwarder takes, when above its default. */
  readonly bodyLimit?: number;
  /** Answered by a route of its own under app/bff (sign-in keeps the tokens there), so never forwarded. */
  readonly ownRoute?: true;
};

/** An entry `callBff` can make: its answer is JSON with a contract. */
export type JsonCall = CallEntry & { readonly answer: ContractName<Envelope> };

type ParamName<Segment extends string> = Segment extends `:${infer Name}` ? Name : never;

/** `orders/:number/cancel` → `'number'`. */
export type ParamNames<Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? ParamName<Head> | ParamNames<Rest>
  : ParamName<Path>;

/** A path with parameters names the kind of each; a path without has none. */
type ParamsFor<Path extends string> = [ParamNames<Path>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: { readonly [Name in ParamNames<Path>]: ParamKind } };

/**
 * Checks an entry's shape and keeps its literal types (path, kinds, schema names) for `callBff`. Written
 * with a `@__PURE__` mark before the call, so that the minifier drops the entries no page uses.
 */
export const defineCall = <const Entry extends CallEntry>(entry: Entry & ParamsFor<Entry['path']>): Entry =>
  entry;

type ParamValue<Kind> = Kind extends 'id'
  ? number
  : Kind extends 'orderNumber'
    ? string
    : Kind extends readonly (infer Word)[]
      ? Word
      : never;

/** The values a call's parameters take: `{ number: string }` for `orders/:number/cancel`. */
export type ParamsOf<Entry extends CallEntry> =
  Entry['params'] extends Readonly<Record<string, ParamKind>>
    ? { readonly [Name in keyof Entry['params']]: ParamValue<Entry['params'][Name]> }
    : undefined;

/** What a call sends: its contract's input, a FormData or a file; `never` for a call without a body. */
export type BodyOf<Entry extends CallEntry> =
  | (Entry extends { body: infer Name extends string } ? z.input<ContractOf<Name>> : never)
  | (Entry extends { upload: 'multipart' } ? FormData : never)
  | (Entry extends { upload: 'file' } ? Blob : never);

/** What a call answers, as its contract parses it: the envelope's `data`. */
export type AnswerOf<Entry extends JsonCall> = z.output<ContractOf<Entry['answer']>>['data'];
