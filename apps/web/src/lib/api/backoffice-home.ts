import 'server-only';
import {
  AdminBannersResponse,
  AdminShippingStepsResponse,
  type BannerKind,
} from '@coffee/contracts/backoffice-home';
import type { Locale } from '@coffee/contracts/common';
import { backofficeGet } from './backoffice';

/** Every slider or advertisement, shown or hidden, in the home page's order. */
export const listAdminBanners = (kind: BannerKind, locale: Locale) =>
  backofficeGet(`/admin/home/${kind}`, {}, AdminBannersResponse, { locale });

/** The home page's shipping steps in both languages. */
export const listAdminShippingSteps = (locale: Locale) =>
  backofficeGet('/admin/home/shipping-steps', {}, AdminShippingStepsResponse, { locale });
