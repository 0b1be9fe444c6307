import type { Address } from '@coffee/contracts/account';
import { type Lang, localized } from '../../i18n/lang.js';
import { type AddressRow, recipientOf } from './addresses-repository.js';

export const toAddress = (row: AddressRow, lang: Lang): Address => {
  const { address, governorate, city } = row;
  const { recipient, mobile } = recipientOf(row);
  return {
    id: address.id,
    title: address.title,
    country: 'EG',
    governorate: { id: governorate.id, name: localized(lang, governorate.en, governorate.ar) },
    city: { id: city.id, name: localized(lang, city.en, city.ar) },
    area: address.area,
    street: address.street,
    details: address.details,
    recipient_name: recipient,
    mobile,
    is_primary: address.isPrimary,
    created_at: address.createdAt.toISOString(),
  };
};
