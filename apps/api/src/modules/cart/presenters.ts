import type { Cart, CartAdjustment } from '@coffee/contracts/cart';
import { type Lang, localized } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import type { MediaUrl } from '../../lib/media.js';
import type { CartProductRow, StoredLine } from './repository.js';
import type { Adjustment } from './rules.js';

function describeAdjustment(adjustment: Adjustment, lang: Lang): string {
  const { product } = adjustment;
  if (!product) return translate(lang, 'cartUnknownProduct', { id: adjustment.product_id });
  const name = localized(lang, product.nameEn, product.nameAr);
  switch (adjustment.reason) {
    case 'capped_at_stock':
      return translate(lang, 'cartCappedAtStock', { name, stock: adjustment.quantity });
    case 'out_of_stock':
      return translate(lang, 'cartOutOfStock', { name });
    case 'unavailable':
      return translate(lang, 'cartUnavailable', { name });
  }
}

export const toAdjustment = (adjustment: Adjustment, lang: Lang): CartAdjustment => ({
  product_id: adjustment.product_id,
  requested: adjustment.requested,
  quantity: adjustment.quantity,
  reason: adjustment.reason,
  message: describeAdjustment(adjustment, lang),
});

/**
 * The cart as the shopper sees it, priced from the catalog rows read with it (never from anything a client
 * sent). Delivery, wallet and discounts belong to the checkout summary; until then total = sub_total.
 */
export function toCart(
  lines: StoredLine[],
  catalog: Map<number, CartProductRow>,
  adjustments: Adjustment[],
  lang: Lang,
  media: MediaUrl,
): Cart {
  const items = lines.map((line) => {
    const product = catalog.get(line.productId)!;
    return {
      product: {
        id: product.id,
        name: localized(lang, product.nameEn, product.nameAr),
        price: product.price,
        beforeDiscount: product.beforeDiscount,
        images: product.images.map(media),
        stock: product.stock,
      },
      quantity: line.quantity,
    };
  });
  const subTotal = items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
  return {
    items,
    details: {
      sub_total: subTotal,
      total: subTotal,
      totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
      delivery_charge: 0,
      walletAmount: 0,
      discount: 0,
    },
    adjustments: adjustments.map((adjustment) => toAdjustment(adjustment, lang)),
  };
}
