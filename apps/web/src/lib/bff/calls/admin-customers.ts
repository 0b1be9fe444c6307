import { defineCall } from '../define-call';

// Customers in the back office (admins only).

/** Credits or debits the wallet; needs an `Idempotency-Key` header. */
export const adjustWallet = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/customers/:id/wallet',
  params: { id: 'id' },
  body: 'backoffice-customers.WalletAdjustmentBody',
  answer: 'backoffice-customers.AdminCustomerResponse',
});

export const blockCustomer = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/customers/:id/block',
  params: { id: 'id' },
  body: 'backoffice-customers.BlockCustomerBody',
  answer: 'backoffice-customers.AdminCustomerResponse',
});
