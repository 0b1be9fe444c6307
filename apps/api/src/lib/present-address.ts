import type { Order } from '@coffee/contracts/orders';
import type { AddressSnapshot } from '../db/schema/index.js';
import { type Lang, localized } from '../i18n/lang.js';

/** An order's delivery address as it was when ordered, its places named in the reader's language. */
export const presentAddress = (lang: Lang, address: AddressSnapshot): Order['address'] => ({
  title: address.title,
  governorate: {
    id: address.governorate.id,
    name: localized(lang, address.governorate.name_en, address.governorate.name_ar),
  },
  city: { id: address.city.id, name: localized(lang, address.city.name_en, address.city.name_ar) },
  area: address.area,
  street: address.street,
  details: address.details,
  recipient_name: address.recipient,
  mobile: address.mobile,
});
