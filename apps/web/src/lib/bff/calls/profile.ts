import { defineCall } from '../define-call';

// The shopper's profile and wallet (apps/api/src/modules/account).

/** JSON, or multipart with a `photo`; a new email answers 202 with the code sent to it instead. */
export const updateProfile = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'auth/updateProfile',
  body: 'account.UpdateProfileBody',
  upload: 'multipart',
  answer: 'bff.UpdateProfileResponse',
});

export const getWallet = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'wallet',
  answer: 'account.WalletResponse',
});
