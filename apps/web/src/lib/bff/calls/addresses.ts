import { defineCall } from '../define-call';

// The shopper's address book (apps/api/src/modules/account), also filled in from the checkout.

export const listAddresses = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'addresses',
  answer: 'account.AddressesResponse',
});

export const addAddress = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'addresses',
  body: 'account.AddressBody',
  answer: 'account.AddressResponse',
});

export const updateAddress = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'addresses/:id',
  params: { id: 'id' },
  body: 'account.AddressBody',
  answer: 'account.AddressResponse',
});

/** Answers the book as it now is: the primary may have passed to another address. */
export const deleteAddress = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: 'addresses/:id',
  params: { id: 'id' },
  answer: 'account.AddressesResponse',
});

export const makeAddressPrimary = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'addresses/:id/primary',
  params: { id: 'id' },
  answer: 'account.AddressResponse',
});
