import type { PaymentMethodId } from '@coffee/contracts/checkout';
import type { Executor } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { AppError, type MessageRef } from '../../lib/errors.js';
import { readWalletBalance } from '../account/wallet-ledger.js';
import { countCodRefusals, countCodRefusalsAndVerified } from './cod-refusals.js';
import { type CouponRule, evaluateCoupon } from './coupon-rules.js';
import { computeTotals, type PricedLine, type Totals, toScopedLine } from './pricing.js';
import * as repo from './repository.js';

export type QuoteOptions = {
  couponCode?: string | undefined;
  /** The delivery governorate; undefined while the shopper has not chosen an address. */
  governorateId?: number | undefined;
  useWallet: boolean;
  now: Date;
  lang: Lang;
  /** Inside the order's transaction: lock the coupon and wallet rows before reading them. */
  lock?: boolean;
  /** The order being placed, which is not an "earlier order" for first-order coupons. */
  placingOrderId?: number;
  /** How the shopper pays: cash on delivery adds its fee. */
  paymentMethod?: PaymentMethodId | undefined;
  /** The settings' version this transaction read already (db/config-version.ts); absent: asked here. */
  configVersion?: string | null;
  /** The E.164 mobile the order goes to, when known: refused cash deliveries count against it too. */
  deliveryMobile?: string | null | undefined;
  /** Read with the refusals whether the account has proven `deliveryMobile` (an order's cash check). */
  askMobileVerified?: boolean;
};

export type Quote = {
  lines: repo.CheckoutLine[];
  priced: PricedLine[];
  totals: Totals;
  coupon: { rule: CouponRule; discount: number } | null;
  /** Why the asked coupon does not apply, as a sentence reference; null when none was asked or it applies. */
  couponRefusal: MessageRef | null;
  walletBalance: number;
  /** Refused cash deliveries that count against this account or the delivery mobile (cod-refusals.ts). */
  codRefusals: number;
  /** Whether the account has proven the delivery mobile; undefined unless `askMobileVerified` and a mobile. */
  mobileVerified?: boolean;
  settings: {
    freeShippingThreshold: number;
    codMaxTotal: number;
    codFee: number;
    maxLineQuantity: number;
    /** The store's InstaPay address; null: InstaPay is not offered. */
    instapayAddress: string | null;
  };
};

/** A line at today's price: a variant's line costs what the variant does. */
export function priceLine(line: repo.CheckoutLine): PricedLine {
  const priced = line.variant ?? line.product;
  return {
    productId: line.productId,
    variantId: line.variantId,
    quantity: line.quantity,
    price: priced.price,
    beforeDiscount: priced.beforeDiscount,
    categoryId: line.product.categoryId,
    subCategoryId: line.product.subCategoryId,
    brandId: line.product.brandId,
    sellerId: line.product.sellerId,
  };
}

/** Lines that can be sold as they stand: published product, and a variant line's variant still its own. */
export const isSellable = (line: repo.CheckoutLine): boolean =>
  line.product.isActive && (line.variantId === null || line.variant !== null);

/** The delivery zone fee of a governorate; 422 when it is not one of Egypt's or no zone serves it yet. */
export function zoneFeeOf(
  zones: Map<number, repo.GovernorateZone>,
  governorateId: number,
  lang: Lang,
): number {
  const zone = zones.get(governorateId);
  if (!zone) throw new AppError(422, 'VALIDATION_ERROR', 'invalidRequest', ['unknownGovernorate']);
  if (zone.fee === null) {
    throw new AppError(422, 'SHIPPING_UNAVAILABLE', 'invalidRequest', [
      { key: 'shippingUnavailable', params: { governorate: lang === 'ar' ? zone.nameAr : zone.nameEn } },
    ]);
  }
  return zone.fee;
}

/**
 * Prices the shopper's cart now, from the database only: lines, coupon, delivery and wallet, through the one
 * arithmetic (computeTotals) the order charges with. Lines no longer sellable are left out of the money.
 */
export async function quoteCart(db: Executor, userId: number, options: QuoteOptions): Promise<Quote> {
  const lines = await repo.listCheckoutLines(db, userId);
  const priced = lines.filter(isSellable).map(priceLine);
  const { settings, zones } = await repo.readPricingSettings(db, options.configVersion);
  const zoneFee =
    options.governorateId === undefined ? null : zoneFeeOf(zones, options.governorateId, options.lang);

  let coupon: Quote['coupon'] = null;
  let couponRefusal: MessageRef | null = null;
  if (options.couponCode) {
    const rule = await repo.findCouponByCode(db, options.couponCode, options.lock);
    if (!rule) {
      couponRefusal = 'couponNotUsable';
    } else {
      const outcome = evaluateCoupon(
        rule,
        priced.map(toScopedLine),
        {
          usesOfThisCoupon: await repo.countShopperUses(db, rule.id, userId),
          hasEarlierOrder: await repo.hasEarlierOrder(db, userId, options.placingOrderId),
        },
        options.now,
      );
      if (outcome.ok) coupon = { rule, discount: outcome.discount };
      // One answer for every code this shopper cannot use, so a guesser cannot tell a live code from none;
      // only a code the shopper has redeemed (known to them) says why (decision 0032).
      else couponRefusal = outcome.reason === 'couponUsedByYou' ? 'couponUsedByYou' : 'couponNotUsable';
    }
  }

  // An order placed without the wallet leaves it alone: neither read nor locked (only the wallet method and
  // the wallet switch look at the balance).
  const walletBalance =
    options.placingOrderId !== undefined && !options.useWallet
      ? 0
      : await readWalletBalance(db, userId, options.lock);
  const totals = computeTotals({
    lines: priced,
    couponDiscount: coupon?.discount ?? 0,
    zoneFee,
    freeShippingThreshold: settings.freeShippingThreshold,
    walletBalance,
    useWallet: options.useWallet,
    codFee: options.paymentMethod === 'cod' ? settings.codFee : 0,
  });
  const mobile = options.deliveryMobile ?? null;
  const cod =
    options.askMobileVerified && mobile !== null
      ? await countCodRefusalsAndVerified(db, userId, mobile)
      : { refusals: await countCodRefusals(db, userId, mobile), mobileVerified: undefined };
  return {
    lines,
    priced,
    totals,
    coupon,
    couponRefusal,
    walletBalance,
    codRefusals: cod.refusals,
    ...(cod.mobileVerified === undefined ? {} : { mobileVerified: cod.mobileVerified }),
    settings: {
      freeShippingThreshold: settings.freeShippingThreshold,
      codMaxTotal: settings.codMaxTotal,
      codFee: settings.codFee,
      maxLineQuantity: settings.maxLineQuantity,
      instapayAddress: settings.instapayAddress,
    },
  };
}

/** 422 INVALID_COUPON ("Invalid Coupon") with the reason, as checkCoupon and POST /orders answer it. */
export const invalidCoupon = (reason: MessageRef) =>
  new AppError(422, 'INVALID_COUPON', 'invalidCoupon', [reason]);
