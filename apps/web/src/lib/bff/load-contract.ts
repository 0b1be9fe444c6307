import type { z } from 'zod';
import type { Answers, ContractName, Envelope } from './define-call';

// Loaded with a page's first call (call-bff.ts), never in its first load. The answers are imported by name
// from two modules, not looked up in whole contract modules: the bundler then keeps in the one copy of zod
// that every page shares only what those schemas use.

/** The back office's and the seller portal's answers come in a chunk of their own, never to a shopper. */
const BACK_OFFICE = /^(backoffice|seller-portal)/;

/** The schema an answer's name stands for: `cart.CartResponse` → CartResponse of @coffee/contracts/cart. */
export async function loadAnswerContract(name: ContractName<Envelope>): Promise<z.ZodType> {
  const answers: Answers = BACK_OFFICE.test(name)
    ? (await import('./answers/back-office')).ANSWERS
    : (await import('./answers/shop')).ANSWERS;
  const schema = answers[name];
  if (!schema) throw new Error(`bff: no contract ${name}`);
  return schema;
}
