// The whole schema in one module for drizzle-kit and for the typed `db` handle.
export * from './accounts.js';
export * from './backoffice.js';
export * from './catalog.js';
export * from './checkout.js';
export * from './content.js';
export * from './engagement.js';
export * from './invoices.js';
export * from './locations.js';
export * from './returns.js';
export * from './reviews.js';
export * from './search.js';
export * from './shipping.js';
export * from './shopping.js';
