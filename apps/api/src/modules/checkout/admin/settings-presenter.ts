import type { AdminSettings } from '@coffee/contracts/backoffice-settings';
import { type Lang, localized } from '../../../i18n/lang.js';
import type { SettingsRows } from './settings-repository.js';

/** The settings as the back office shows them: amounts, and each zone with its fee and governorates. */
export function toAdminSettings({ settings, zones, members }: SettingsRows, lang: Lang): AdminSettings {
  return {
    free_shipping_threshold: settings?.freeShippingThreshold ?? 0,
    cod_max_total: settings?.codMaxTotal ?? 0,
    cod_fee: settings?.codFee ?? 0,
    max_line_quantity: settings?.maxLineQuantity ?? 0,
    instapay_address: settings?.instapayAddress ?? null,
    contact: {
      phone: settings?.contactPhone ?? null,
      whatsapp: settings?.contactWhatsapp ?? null,
      address_en: settings?.contactAddressEn ?? null,
      address_ar: settings?.contactAddressAr ?? null,
    },
    zones: zones.map((zone) => ({
      id: zone.id,
      code: zone.code,
      name: localized(lang, zone.nameEn, zone.nameAr),
      fee: zone.fee,
      governorates: members
        .filter((member) => member.zoneId === zone.id)
        .map((member) => ({ id: member.id, name: localized(lang, member.nameEn, member.nameAr) })),
    })),
  };
}
