import { CART_MAX_LINES } from '@coffee/contracts/cart';
import type { ReorderResult } from '@coffee/contracts/orders';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderLines } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrl } from '../../lib/media.js';
import { toAdjustment, toCart } from '../cart/presenters.js';
import { findCartProducts, lineKey, listLines, lockCart, writeLines } from '../cart/repository.js';
import { settleLines, wantedLines } from '../cart/rules.js';

/**
 * Puts an earlier order's lines back into the shopper's cart, in one transaction on the locked cart: each
 * line adds its quantity to what the cart holds of it, at today's price, capped at today's stock (the cart's
 * own rules). Lines no longer sold or out of stock are not added and come back in `skipped` with the reason.
 */
export async function reorder(
  db: Database,
  userId: number,
  orderId: number,
  lang: Lang,
  now: Date,
  media: MediaUrl,
): Promise<ReorderResult> {
  return db.transaction(async (tx) => {
    const bought = await tx
      .select({
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        quantity: orderLines.quantity,
        nameEn: orderLines.nameEn,
        nameAr: orderLines.nameAr,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const cartId = await lockCart(tx, userId, now);
    const stored = await listLines(tx, cartId);
    const held = new Map(stored.map((line) => [lineKey(line), line.quantity]));
    const asked = bought.map((line) => ({
      ...line,
      quantity: (held.get(lineKey(line)) ?? 0) + line.quantity,
    }));
    const wanted = wantedLines(stored, {
      kind: 'replace',
      items: [
        ...stored.filter((line) => !asked.some((item) => lineKey(item) === lineKey(line))),
        ...asked,
      ].map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    });
    const catalog = await findCartProducts(
      tx,
      wanted.map((line) => line.productId),
      true,
    );
    const { lines, adjustments } = settleLines(wanted, catalog, stored, now);
    if (lines.length > CART_MAX_LINES && lines.length > stored.length) {
      throw new AppError(422, 'CART_FULL', 'cartFull');
    }
    await writeLines(tx, cartId, stored, lines, now);

    const settled = new Map(lines.map((line) => [lineKey(line), line.quantity]));
    const boughtKeys = new Set(bought.map(lineKey));
    const added: ReorderResult['added'] = [];
    const skipped: ReorderResult['skipped'] = [];
    for (const line of bought) {
      const name = localized(lang, line.nameEn, line.nameAr);
      const inCart = settled.get(lineKey(line)) ?? 0;
      const quantity = inCart - (held.get(lineKey(line)) ?? 0);
      if (quantity > 0) {
        added.push({ product_id: line.productId, variant_id: line.variantId, name, quantity });
        continue;
      }
      const adjustment = adjustments.find(
        (item) => lineKey({ productId: item.product_id, variantId: item.variant_id }) === lineKey(line),
      );
      skipped.push({
        product_id: line.productId,
        variant_id: line.variantId,
        name,
        reason: adjustment
          ? toAdjustment(adjustment, lang).message
          : toAdjustment(
              {
                product_id: line.productId,
                variant_id: line.variantId,
                requested: line.quantity,
                quantity: inCart,
                reason: 'capped_at_stock',
                product: catalog.get(line.productId),
                variant: undefined,
              },
              lang,
            ).message,
      });
    }
    // Only adjustments of lines the shopper already had are news about their cart; the rest are in `skipped`.
    const cartAdjustments = adjustments.filter(
      (item) => !boughtKeys.has(lineKey({ productId: item.product_id, variantId: item.variant_id })),
    );
    return { cart: toCart(lines, catalog, cartAdjustments, lang, media), added, skipped };
  });
}
