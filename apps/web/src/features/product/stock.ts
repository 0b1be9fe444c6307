/** From this many units down, the page tells shoppers how few are left. */
export const LOW_STOCK_THRESHOLD = 10;

export type StockState = { kind: 'in-stock' } | { kind: 'low'; count: number } | { kind: 'out' };

/** The spec's rule: stock of 0 or less is out of stock; a handful left is worth saying. */
export function getStockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK_THRESHOLD) return { kind: 'low', count: stock };
  return { kind: 'in-stock' };
}
