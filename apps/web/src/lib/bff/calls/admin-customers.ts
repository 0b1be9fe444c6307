import {
  AdminCustomerDetail,
  BlockCustomerBody,
  WalletAdjustmentBody,
} from '@coffee/contracts/backoffice-customers';
import { AdminCodRefusals, CodRefusalNoteBody } from '@coffee/contracts/cod';
import { defineCall } from '../define-call';

/** Sent with an `Idempotency-Key`: a retried adjustment is made once. */
export const adjustCustomerWallet = defineCall({
  method: 'POST',
  path: 'admin/customers/:id/wallet',
  params: { id: 'id' },
  body: WalletAdjustmentBody,
  answer: AdminCustomerDetail,
});
export const blockCustomer = defineCall({
  method: 'POST',
  path: 'admin/customers/:id/block',
  params: { id: 'id' },
  body: BlockCustomerBody,
  answer: AdminCustomerDetail,
});

// Refused cash deliveries (docs/decisions/0036): staff mark an order refused at the door, or clear a shopper's.
export const markCodRefusal = defineCall({
  method: 'POST',
  path: 'admin/orders/:number/cod-refusal',
  params: { number: 'orderNumber' },
  body: CodRefusalNoteBody,
  answer: AdminCodRefusals,
});
export const clearCodRefusals = defineCall({
  method: 'POST',
  path: 'admin/customers/:id/cod-refusals/clear',
  params: { id: 'id' },
  body: CodRefusalNoteBody,
  answer: AdminCodRefusals,
});
