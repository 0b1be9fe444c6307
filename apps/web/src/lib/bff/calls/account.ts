import { defineCall } from '../define-call';

// The shopper's profile, address book and wallet (apps/api/src/modules/account).

/** JSON, or multipart with a `photo`; a new email answers 202 with the code sent to it instead. */
export const updateProfile = defineCall({
  method: 'POST',
  path: 'auth/updateProfile',
  body: () => import('@coffee/contracts/account').then((m) => m.UpdateProfileBody),
  upload: 'multipart',
  answer: () =>
    import('@coffee/contracts/account').then((m) => m.ProfileResponse.or(m.EmailCodeSentResponse)),
});

export const listAddresses = defineCall({
  method: 'GET',
  path: 'addresses',
  answer: () => import('@coffee/contracts/account').then((m) => m.AddressesResponse),
});

export const addAddress = defineCall({
  method: 'POST',
  path: 'addresses',
  body: () => import('@coffee/contracts/account').then((m) => m.AddressBody),
  answer: () => import('@coffee/contracts/account').then((m) => m.AddressResponse),
});

export const updateAddress = defineCall({
  method: 'PUT',
  path: 'addresses/:id',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/account').then((m) => m.AddressBody),
  answer: () => import('@coffee/contracts/account').then((m) => m.AddressResponse),
});

/** Answers the book as it now is: the primary may have passed to another address. */
export const deleteAddress = defineCall({
  method: 'DELETE',
  path: 'addresses/:id',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/account').then((m) => m.AddressesResponse),
});

export const makeAddressPrimary = defineCall({
  method: 'POST',
  path: 'addresses/:id/primary',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/account').then((m) => m.AddressResponse),
});

export const getWallet = defineCall({
  method: 'GET',
  path: 'wallet',
  answer: () => import('@coffee/contracts/account').then((m) => m.WalletResponse),
});
