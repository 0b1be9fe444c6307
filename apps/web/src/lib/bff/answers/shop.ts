import { AddressesResponse, AddressResponse, WalletResponse } from '@coffee/contracts/account';
import { MeResponse, MessageResponse, RegisterResponse } from '@coffee/contracts/auth';
import { CartResponse } from '@coffee/contracts/cart';
import {
  CouponCheckResponse,
  OrderSummaryResponse,
  PaymentMethodsResponse,
} from '@coffee/contracts/checkout';
import {
  ContactResponse,
  NewsletterResponse,
  PartnerApplicationResponse,
} from '@coffee/contracts/engagement';
import { CitiesResponse, GovernoratesResponse } from '@coffee/contracts/locations';
import { OrderResponse, OrdersResponse, ReorderResponse } from '@coffee/contracts/orders';
import { PaymentStartResponse } from '@coffee/contracts/payment-start';
import { AutocompleteResponse } from '@coffee/contracts/search';
import { WishlistResponse, WishlistToggleResponse } from '@coffee/contracts/wishlist';
import { SessionExpiryResponse, UpdateProfileResponse } from '../bff-answers';
import type { Answers } from '../define-call';

/** The answers of the shop's calls, by their names in the table: loaded with a page's first call. */
export const ANSWERS = {
  'account.AddressesResponse': AddressesResponse,
  'account.AddressResponse': AddressResponse,
  'account.WalletResponse': WalletResponse,
  'auth.MeResponse': MeResponse,
  'auth.MessageResponse': MessageResponse,
  'auth.RegisterResponse': RegisterResponse,
  'bff.SessionExpiryResponse': SessionExpiryResponse,
  'bff.UpdateProfileResponse': UpdateProfileResponse,
  'cart.CartResponse': CartResponse,
  'checkout.CouponCheckResponse': CouponCheckResponse,
  'checkout.OrderSummaryResponse': OrderSummaryResponse,
  'checkout.PaymentMethodsResponse': PaymentMethodsResponse,
  'engagement.ContactResponse': ContactResponse,
  'engagement.NewsletterResponse': NewsletterResponse,
  'engagement.PartnerApplicationResponse': PartnerApplicationResponse,
  'locations.CitiesResponse': CitiesResponse,
  'locations.GovernoratesResponse': GovernoratesResponse,
  'orders.OrderResponse': OrderResponse,
  'orders.OrdersResponse': OrdersResponse,
  'orders.ReorderResponse': ReorderResponse,
  'payment-start.PaymentStartResponse': PaymentStartResponse,
  'search.AutocompleteResponse': AutocompleteResponse,
  'wishlist.WishlistResponse': WishlistResponse,
  'wishlist.WishlistToggleResponse': WishlistToggleResponse,
} satisfies Answers;
