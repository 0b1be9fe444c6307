/**
 * The one place every back-office catalog write passes once its transaction has committed: products, variants,
 * images, prices and stock, CSV imports, categories, sub-categories and brands. The storefront's caches are
 * kept elsewhere; whoever keeps them hooks their invalidation in here, so each writer need not know them.
 * `productIds` names the products touched (empty when only categories or brands changed).
 */
export type CatalogWrite = { productIds: number[]; taxonomy?: boolean };

type CatalogWriteListener = (write: CatalogWrite) => Promise<void> | void;
const listeners: CatalogWriteListener[] = [];

/** Registers what must happen after each catalog write (e.g. expiring cached catalog answers). */
export function onCatalogWrite(listener: CatalogWriteListener): () => void {
  listeners.push(listener);
  return () => listeners.splice(listeners.indexOf(listener), 1);
}

/** Call after the transaction commits, never inside it: a rolled-back change must not expire anything. */
export async function afterCatalogWrite(write: CatalogWrite): Promise<void> {
  await Promise.all(listeners.map((listener) => listener(write)));
}
