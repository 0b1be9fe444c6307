import { defineCall } from '../define-call';

// Customers in the back office (admins only).

/** Credits or debits the wallet; needs an `Idempotency-Key` header. */
export const adjustWallet = defineCall({
  method: 'POST',
  path: 'admin/customers/:id/wallet',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-customers').then((m) => m.WalletAdjustmentBody),
  answer: () => import('@coffee/contracts/backoffice-customers').then((m) => m.AdminCustomerResponse),
});

export const blockCustomer = defineCall({
  method: 'POST',
  path: 'admin/customers/:id/block',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-customers').then((m) => m.BlockCustomerBody),
  answer: () => import('@coffee/contracts/backoffice-customers').then((m) => m.AdminCustomerResponse),
});
