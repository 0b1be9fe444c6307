import {
  CatalogImportResponse,
  CatalogOptionsResponse,
  EditableProductResponse,
  TaxonomyItemResponse,
} from '@coffee/contracts/backoffice-catalog';
import {
  AdminPageResponse,
  AdminPostResponse,
  AdminRecipeResponse,
  PreviewResponse,
} from '@coffee/contracts/backoffice-content';
import { AdminCouponResponse } from '@coffee/contracts/backoffice-coupons';
import { AdminCustomerResponse } from '@coffee/contracts/backoffice-customers';
import {
  AdminBannerResponse,
  AdminBannersResponse,
  AdminShippingStepResponse,
  AdminShippingStepsResponse,
  BannerImageResponse,
} from '@coffee/contracts/backoffice-home';
import { PartnerApplicationDetailResponse } from '@coffee/contracts/backoffice-partners';
import { BackofficeProductResponse } from '@coffee/contracts/backoffice-pricing';
import { AdminSettingsResponse } from '@coffee/contracts/backoffice-settings';
import { SellerLineResponse } from '@coffee/contracts/seller-portal';
import type { Answers } from '../define-call';

/**
 * The answers of the back office's and the seller portal's calls, by their names in the table: loaded with
 * their first call, never by a shopper's page.
 */
export const ANSWERS = {
  'backoffice-pricing.BackofficeProductResponse': BackofficeProductResponse,
  'backoffice-catalog.CatalogImportResponse': CatalogImportResponse,
  'backoffice-catalog.CatalogOptionsResponse': CatalogOptionsResponse,
  'backoffice-catalog.EditableProductResponse': EditableProductResponse,
  'backoffice-catalog.TaxonomyItemResponse': TaxonomyItemResponse,
  'backoffice-content.AdminPageResponse': AdminPageResponse,
  'backoffice-content.AdminPostResponse': AdminPostResponse,
  'backoffice-content.AdminRecipeResponse': AdminRecipeResponse,
  'backoffice-content.PreviewResponse': PreviewResponse,
  'backoffice-coupons.AdminCouponResponse': AdminCouponResponse,
  'backoffice-customers.AdminCustomerResponse': AdminCustomerResponse,
  'backoffice-home.AdminBannerResponse': AdminBannerResponse,
  'backoffice-home.AdminBannersResponse': AdminBannersResponse,
  'backoffice-home.AdminShippingStepResponse': AdminShippingStepResponse,
  'backoffice-home.AdminShippingStepsResponse': AdminShippingStepsResponse,
  'backoffice-home.BannerImageResponse': BannerImageResponse,
  'backoffice-partners.PartnerApplicationDetailResponse': PartnerApplicationDetailResponse,
  'backoffice-settings.AdminSettingsResponse': AdminSettingsResponse,
  'seller-portal.SellerLineResponse': SellerLineResponse,
} satisfies Answers;
