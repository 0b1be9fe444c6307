import {
  AddressBody,
  AddressesResponse,
  AddressResponse,
  EmailCodeSentResponse,
  ProfileResponse,
  UpdateProfileBody,
  WalletResponse,
} from '@coffee/contracts/account';
import { ChangePasswordBody, MessageResponse } from '@coffee/contracts/auth';
import { z } from 'zod';
import { defineCall } from '../define-call';

// The shopper's own account: the address book, the wallet, the profile and the password.

export const listAddresses = defineCall({
  method: 'GET',
  path: 'addresses',
  answer: AddressesResponse.shape.data,
});
export const addAddress = defineCall({
  method: 'POST',
  path: 'addresses',
  body: AddressBody,
  answer: AddressResponse.shape.data,
});
export const updateAddress = defineCall({
  method: 'PUT',
  path: 'addresses/:id',
  params: { id: 'id' },
  body: AddressBody,
  answer: AddressResponse.shape.data,
});
/** Answers the book as it now is (the primary may have passed to another address). */
export const deleteAddress = defineCall({
  method: 'DELETE',
  path: 'addresses/:id',
  params: { id: 'id' },
  answer: AddressesResponse.shape.data,
});
export const makeAddressPrimary = defineCall({
  method: 'POST',
  path: 'addresses/:id/primary',
  params: { id: 'id' },
  answer: AddressResponse.shape.data,
});
export const getWallet = defineCall({ method: 'GET', path: 'wallet', answer: WalletResponse.shape.data });

/** The shopper as now saved (200), or a code sent to confirm a new email address (202). */
export const updateProfile = defineCall({
  method: 'POST',
  path: 'auth/updateProfile',
  body: [UpdateProfileBody, 'multipart'],
  answer: z.union([ProfileResponse.shape.data, EmailCodeSentResponse.shape.data]),
});
export const changePassword = defineCall({
  method: 'POST',
  path: 'auth/change-password',
  body: ChangePasswordBody,
  answer: MessageResponse.shape.data,
});
