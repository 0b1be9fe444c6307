import {
  AdminCustomerDetail,
  BlockCustomerBody,
  WalletAdjustmentBody,
} from '@coffee/contracts/backoffice-customers';
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
