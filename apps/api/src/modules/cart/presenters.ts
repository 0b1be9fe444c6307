import type { Cart, CartAdjustment, CartLine } from '@coffee/contracts/cart';
import { cartFigures } from '@coffee/contracts/cart-figures';
import { type Lang, localized } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { formatMoney } from '../../lib/format.js';
import type { MediaUrl } from '../../lib/media.js';
import type { CartProductRow, CartVariantRow, StoredLine } from './repository.js';
import type { Adjustment } from './rules.js';

/** What a shopper is asked to choose of a product sold in variants, by the kind its variants are. */
const CHOOSE_VARIANT = {
  grind: 'cartChooseGrind',
  size: 'cartChooseSize',
  color: 'cartChooseColor',
} as const satisfies Record<CartVariantRow['kind'], MessageKey>;

function chooseVariantKey(product: CartProductRow): MessageKey {
  const kinds = new Set(product.variants.map((variant) => variant.kind));
  const [kind] = kinds;
  return kinds.size === 1 && kind ? CHOOSE_VARIANT[kind] : 'cartChooseVariant';
}

/** A line's name in messages: the product's, and the variant's beside it ("Yirgacheffe (1 kg)"). */
function lineName(product: CartProductRow, variant: CartVariantRow | undefined, lang: Lang): string {
  const name = localized(lang, product.nameEn, product.nameAr);
  if (!variant) return name;
  return translate(lang, 'cartVariantName', {
    name,
    variant: localized(lang, variant.nameEn, variant.nameAr),
  });
}

function describeAdjustment(adjustment: Adjustment, lang: Lang): string {
  const { product, variant } = adjustment;
  if (!product) return translate(lang, 'cartUnknownProduct', { id: adjustment.product_id });
  const name = lineName(product, variant, lang);
  switch (adjustment.reason) {
    case 'capped_at_stock':
      return translate(lang, 'cartCappedAtStock', { name, stock: adjustment.quantity });
    case 'out_of_stock':
      return translate(lang, 'cartOutOfStock', { name });
    case 'unavailable':
      return translate(lang, 'cartUnavailable', { name });
    case 'unknown_variant':
      return translate(lang, 'cartUnknownVariant', { name });
    case 'variant_required':
      return translate(lang, chooseVariantKey(product), { name });
    case 'price_changed': {
      const now = variant ? variant.price : product.price;
      const was = adjustment.price_was ?? now;
      return translate(lang, now > was ? 'cartPriceRose' : 'cartPriceFell', {
        name,
        was: formatMoney(lang, was),
        now: formatMoney(lang, now),
      });
    }
  }
}

export const toAdjustment = (adjustment: Adjustment, lang: Lang): CartAdjustment => ({
  product_id: adjustment.product_id,
  variant_id: adjustment.variant_id,
  requested: adjustment.requested,
  quantity: adjustment.quantity,
  reason: adjustment.reason === 'unknown_variant' ? 'unavailable' : adjustment.reason,
  ...(adjustment.price_was === undefined ? {} : { price_was: adjustment.price_was }),
  message: describeAdjustment(adjustment, lang),
});

/** One line priced from the catalog: a variant's line costs and can hold what the variant does. */
function toCartLine(line: StoredLine, product: CartProductRow, lang: Lang, media: MediaUrl): CartLine {
  const variant = product.variants.find(({ id }) => id === line.variantId);
  const priced = variant ?? product;
  return {
    product: {
      id: product.id,
      name: localized(lang, product.nameEn, product.nameAr),
      price: priced.price,
      beforeDiscount: priced.beforeDiscount,
      images: product.images.map(media),
      stock: priced.stock,
    },
    variant: variant
      ? { id: variant.id, kind: variant.kind, name: localized(lang, variant.nameEn, variant.nameAr) }
      : null,
    quantity: line.quantity,
  };
}

/**
 * The cart as the shopper sees it, priced from the catalog rows read with it (never from anything a client
 * sent). Delivery, wallet and the coupon belong to the checkout summary; until then the figures are the lines'
 * (`cartFigures`).
 */
export function toCart(
  lines: StoredLine[],
  catalog: Map<number, CartProductRow>,
  adjustments: Adjustment[],
  lang: Lang,
  media: MediaUrl,
): Cart {
  const items = lines.map((line) => toCartLine(line, catalog.get(line.productId)!, lang, media));
  return {
    items,
    details: cartFigures(items),
    adjustments: adjustments.map((adjustment) => toAdjustment(adjustment, lang)),
  };
}
