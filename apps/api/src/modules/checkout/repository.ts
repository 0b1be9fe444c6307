import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cachedByConfigVersion } from '../../db/config-version.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  cartLines,
  carts,
  couponRedemptions,
  coupons,
  governorates,
  orders,
  products,
  productVariants,
  sellers,
  shippingZoneGovernorates,
  shippingZones,
  storeSettings,
} from '../../db/schema/index.js';
import { DEFAULT_STORE_SETTINGS } from '../../db/seed/checkout.js';
import type { CouponRule } from './coupon-rules.js';

/** A cart line with what checkout needs of its product and variant, read from the catalog now. */
export type CheckoutLine = {
  productId: number;
  variantId: number | null;
  quantity: number;
  product: {
    nameEn: string;
    nameAr: string;
    images: string[];
    price: number;
    beforeDiscount: number | null;
    stock: number;
    isActive: boolean;
    categoryId: number;
    subCategoryId: number;
    brandId: number;
    sellerId: number;
    sellerNameEn: string;
    sellerNameAr: string;
  };
  variant: {
    nameEn: string;
    nameAr: string;
    price: number;
    beforeDiscount: number | null;
    stock: number;
  } | null;
};

const checkoutLines = preparedStatement('checkout_lines', (db) =>
  db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      quantity: cartLines.quantity,
      product: {
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        images: products.images,
        price: products.price,
        beforeDiscount: products.beforeDiscount,
        stock: products.stock,
        isActive: products.isActive,
        categoryId: products.categoryId,
        subCategoryId: products.subCategoryId,
        brandId: products.brandId,
        sellerId: products.sellerId,
        sellerNameEn: sellers.nameEn,
        sellerNameAr: sellers.nameAr,
      },
      variant: {
        id: productVariants.id,
        productId: productVariants.productId,
        nameEn: productVariants.nameEn,
        nameAr: productVariants.nameAr,
        price: productVariants.price,
        beforeDiscount: productVariants.beforeDiscount,
        stock: productVariants.stock,
      },
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId), asc(cartLines.variantId)),
);

/** The shopper's cart lines, oldest first, joined to their product and variant (none locked). */
export async function listCheckoutLines(db: Executor, userId: number): Promise<CheckoutLine[]> {
  // Read by every quote and order, a five-table join: a prepared statement (db/prepared.ts).
  const rows = await checkoutLines(db, { userId });
  return rows.map(({ variant, ...row }) => ({
    ...row,
    // A variant of another product is not this line's variant (the cart would have dropped it).
    variant: variant && variant.productId === row.productId ? variant : null,
  }));
}

export async function findCouponByCode(
  db: Executor,
  code: string,
  lock = false,
): Promise<CouponRule | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many uses of the coupon the shopper holds now (uses of canceled orders were given back). */
export async function countShopperUses(db: Executor, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the shopper has an order that was not canceled (first-order coupons are for those without). */
export async function hasEarlierOrder(
  db: Executor,
  userId: number,
  exceptOrderId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'CANCELED'),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The governorate's delivery zone fee, or null when no zone serves it; undefined for no such governorate. */
export async function getStoreSettings(db: Executor) {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  return row ?? DEFAULT_STORE_SETTINGS;
}

/** A governorate's names and its delivery zone's fee (null: no zone serves it yet). */
export type GovernorateZone = { nameEn: string; nameAr: string; fee: number | null };

/**
 * The store settings and every governorate's zone, read once per version of the settings in this process
 * (db/config-version.ts, decision 0049). `configVersion`: the version the caller's transaction read already.
 */
export const readPricingSettings = cachedByConfigVersion(async (db) => {
  const zones = await db
    .select({
      governorateId: governorates.id,
      nameEn: governorates.nameEn,
      nameAr: governorates.nameAr,
      fee: shippingZones.fee,
    })
    .from(governorates)
    .leftJoin(shippingZoneGovernorates, eq(shippingZoneGovernorates.governorateId, governorates.id))
    .leftJoin(shippingZones, eq(shippingZones.id, shippingZoneGovernorates.zoneId));
  return {
    settings: await getStoreSettings(db),
    zones: new Map<number, GovernorateZone>(zones.map(({ governorateId, ...zone }) => [governorateId, zone])),
  };
});
