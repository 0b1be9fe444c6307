/**
 * The tables that hold money, stock and an order's state, and the one file that may write each (DESIGN.md,
 * "Owners and rooms"). Names are Drizzle's table objects and column keys (db/schema); `sql` names are the same
 * in raw SQL. ledgers.test.ts reads every source file and names any other that writes one of them.
 */
export type Ledger = {
  name: string;
  /** The only file that inserts, updates or deletes these. */
  owner: string;
  /** Whole tables of the ledger: any insert, update or delete. */
  tables: { drizzle: string; sql: string }[];
  /** Columns of tables others also write (an order's address, a product's name): writing the column counts. */
  columns: { table: string; sqlTable: string; column: string; sql: string }[];
};

export const LEDGERS: Ledger[] = [
  {
    name: 'wallet',
    owner: 'modules/account/wallet-ledger.ts',
    tables: [
      { drizzle: 'wallets', sql: 'wallets' },
      { drizzle: 'walletTransactions', sql: 'wallet_transactions' },
    ],
    columns: [],
  },
  {
    name: 'coupon use',
    owner: 'modules/checkout/coupon-redemptions.ts',
    tables: [{ drizzle: 'couponRedemptions', sql: 'coupon_redemptions' }],
    columns: [{ table: 'coupons', sqlTable: 'coupons', column: 'usedCount', sql: 'used_count' }],
  },
  {
    name: 'stock',
    owner: 'modules/catalog/stock.ts',
    tables: [],
    columns: [
      { table: 'products', sqlTable: 'products', column: 'stock', sql: 'stock' },
      { table: 'productVariants', sqlTable: 'product_variants', column: 'stock', sql: 'stock' },
    ],
  },
  {
    name: 'payments and payment status',
    owner: 'modules/payments/ledger.ts',
    tables: [{ drizzle: 'payments', sql: 'payments' }],
    columns: [{ table: 'orders', sqlTable: 'orders', column: 'paymentStatus', sql: 'payment_status' }],
  },
  {
    name: 'order status',
    owner: 'modules/orders/change-status.ts',
    tables: [{ drizzle: 'orderStatusHistory', sql: 'order_status_history' }],
    columns: [{ table: 'orders', sqlTable: 'orders', column: 'status', sql: 'status' }],
  },
  {
    name: 'invoices and credit notes',
    owner: 'modules/invoices/ledger.ts',
    tables: [
      { drizzle: 'invoices', sql: 'invoices' },
      { drizzle: 'invoiceCounters', sql: 'invoice_counters' },
    ],
    columns: [],
  },
  {
    name: 'reviews and product ratings',
    owner: 'modules/reviews/ledger.ts',
    tables: [{ drizzle: 'productReviews', sql: 'product_reviews' }],
    columns: [
      { table: 'products', sqlTable: 'products', column: 'ratingAvg', sql: 'rating_avg' },
      { table: 'products', sqlTable: 'products', column: 'ratingCount', sql: 'rating_count' },
    ],
  },
  {
    name: 'review requests',
    owner: 'modules/reviews/review-requests.ts',
    tables: [{ drizzle: 'reviewRequests', sql: 'review_requests' }],
    columns: [],
  },
  {
    name: 'shipments',
    owner: 'modules/shipping/ledger.ts',
    tables: [
      { drizzle: 'shipments', sql: 'shipments' },
      { drizzle: 'shipmentEvents', sql: 'shipment_events' },
      { drizzle: 'codRefusals', sql: 'cod_refusals' },
    ],
    columns: [],
  },
  {
    name: 'verified mobiles',
    owner: 'modules/checkout/cod-mobiles.ts',
    tables: [{ drizzle: 'verifiedMobiles', sql: 'verified_mobiles' }],
    columns: [],
  },
  {
    name: 'returns',
    owner: 'modules/returns/ledger.ts',
    tables: [
      { drizzle: 'returns', sql: 'returns' },
      { drizzle: 'returnLines', sql: 'return_lines' },
    ],
    columns: [],
  },
];

/**
 * Files that may write ledgers without their owner: the demo and benchmark seeds fill an empty database
 * before any shopper exists (no balance, stock or order moves there; they set the starting figures).
 */
export const EXEMPT = [/^db\/seed\//, /^architecture\//];
