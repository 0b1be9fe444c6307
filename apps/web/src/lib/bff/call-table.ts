import * as addresses from './calls/addresses';
import * as adminCatalog from './calls/admin-catalog';
import * as adminContent from './calls/admin-content';
import * as adminCoupons from './calls/admin-coupons';
import * as adminCustomers from './calls/admin-customers';
import * as adminHome from './calls/admin-home';
import * as adminOrders from './calls/admin-orders';
import * as adminPartners from './calls/admin-partners';
import * as adminSettings from './calls/admin-settings';
import * as adminTaxonomy from './calls/admin-taxonomy';
import * as auth from './calls/auth';
import * as cart from './calls/cart';
import * as checkout from './calls/checkout';
import * as engagement from './calls/engagement';
import * as locations from './calls/locations';
import * as newsletter from './calls/newsletter';
import * as orders from './calls/orders';
import * as profile from './calls/profile';
import * as search from './calls/search';
import * as session from './calls/session';
import * as wishlist from './calls/wishlist';
import type { CallEntry } from './define-call';

/**
 * Every call a browser may make through `/bff/…`, shopper and back office alike: the forwarder lets through
 * exactly these (app/bff/forwarded-routes.ts). For the server and the tests; a component imports only the
 * entries it makes, from their file under calls/, so its page's JavaScript stays small.
 */
export const CALL_TABLE: readonly CallEntry[] = [
  session,
  auth,
  profile,
  addresses,
  locations,
  cart,
  wishlist,
  checkout,
  orders,
  engagement,
  newsletter,
  search,
  adminOrders,
  adminCustomers,
  adminSettings,
  adminCatalog,
  adminTaxonomy,
  adminCoupons,
  adminPartners,
  adminContent,
  adminHome,
].flatMap((calls) => Object.values(calls));
