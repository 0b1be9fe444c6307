import * as account from './calls/account';
import * as adminCatalog from './calls/admin-catalog';
import * as adminContent from './calls/admin-content';
import * as adminCoupons from './calls/admin-coupons';
import * as adminCustomers from './calls/admin-customers';
import * as adminHome from './calls/admin-home';
import * as adminOrders from './calls/admin-orders';
import * as adminPartners from './calls/admin-partners';
import * as adminReturns from './calls/admin-returns';
import * as adminReviews from './calls/admin-reviews';
import * as adminSearch from './calls/admin-search';
import * as adminSettings from './calls/admin-settings';
import * as adminShipping from './calls/admin-shipping';
import * as auth from './calls/auth';
import * as backoffice from './calls/backoffice';
import * as cart from './calls/cart';
import * as checkout from './calls/checkout';
import * as engagement from './calls/engagement';
import * as instapayProof from './calls/instapay-proof';
import * as locations from './calls/locations';
import * as orders from './calls/orders';
import * as payments from './calls/payments';
import * as returns from './calls/returns';
import * as reviews from './calls/review-calls';
import * as seller from './calls/seller';
import * as session from './calls/session';
import * as wishlist from './calls/wishlist';
import type { CallEntry } from './define-call';

// NOTE: for the web's server (the forwarder's allowlist) and tests only. A component imports the call file it
// needs, never this table: it would bring every call's schemas into the page's bundle.

const domains = {
  account,
  auth,
  cart,
  checkout,
  engagement,
  instapayProof,
  locations,
  orders,
  payments,
  returns,
  reviews,
  wishlist,
  adminCatalog,
  adminContent,
  adminCoupons,
  adminCustomers,
  adminHome,
  adminShipping,
  adminOrders,
  adminPartners,
  adminReturns,
  adminReviews,
  adminSearch,
  adminSettings,
  backoffice,
  seller,
  session,
} satisfies Record<string, Record<string, CallEntry>>;

/** Every call the browser may make, named `<domain>.<entry>`. */
export const CALL_TABLE: ReadonlyArray<{ name: string; entry: CallEntry }> = Object.entries(domains).flatMap(
  ([domain, entries]) =>
    Object.entries(entries as Record<string, CallEntry>).map(([name, entry]) => ({
      name: `${domain}.${name}`,
      entry,
    })),
);
