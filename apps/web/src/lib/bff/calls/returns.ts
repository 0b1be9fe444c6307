import { defineCall, lazySchema } from '../define-call';

// Made from the order page, which carries no form library otherwise: see LazySchema.
const contract = () => import('@coffee/contracts/returns');
const ReturnView = lazySchema(() => contract().then((schemas) => schemas.ReturnView));

/** The shopper asks to return lines of a delivered order: multipart, `request` (JSON) and up to 3 `photos`. */
export const requestReturn = defineCall({
  method: 'POST',
  path: 'orders/:number/returns',
  params: { number: 'orderNumber' },
  body: 'multipart',
  answer: ReturnView,
});
