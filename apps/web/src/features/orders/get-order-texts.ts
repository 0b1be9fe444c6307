import 'server-only';
import { type PaymentMethodId, REFUND_WORKING_DAYS } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { OrderRefund, PaymentStatus, StatusActorKind } from '@coffee/contracts/orders';
import { getTranslations } from 'next-intl/server';
import type { FigureLabels } from '@/lib/format/figure-rows';
import { formatPrice } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import type { OrderItemsLabels } from './order-items';
import { summarizeRefunds } from './order-refunds';

/** The texts every view of an order shares: its lines, money, payment and who changed its status. */
export async function getOrderTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'OrderHistory' });
  const items: OrderItemsLabels = {
    quantityTimesPrice: t.raw('quantityTimesPrice') as string,
    soldBy: t.raw('soldBy') as string,
  };
  const figures: FigureLabels = {
    subtotal: t('subtotal'),
    couponDiscount: t('couponDiscount'),
    delivery: t('delivery'),
    walletPaid: t('walletPaid'),
    total: t('total'),
    deliveryFree: t('deliveryFree'),
    codFee: t('codFee'),
    youSave: t.raw('youSave') as string,
  };
  /** The parcel's card: who carries it, its tracking number, its timeline. */
  const parcel = {
    courier: t('parcelCourier'),
    trackingNumber: t('parcelTrackingNumber'),
    timeline: t('parcelTimeline'),
  };
  const method = (id: PaymentMethodId) => t(`method.${id}`);
  const paymentStatus = (status: PaymentStatus) => t(`paymentStatus.${status}`);
  const by: Record<StatusActorKind, string> = {
    customer: t('by.customer'),
    staff: t('by.staff'),
    system: t('by.system'),
  };
  const deliveryEstimate = (days: { min: number; max: number }) =>
    t('deliveryEstimate', {
      ...days,
      minFormatted: formatNumber(days.min, locale, 0),
      maxFormatted: formatNumber(days.max, locale, 0),
    });
  /** What a canceled order gave back, how and when (the terms' working days), or that nothing was charged. */
  const refundSentences = (refunds: OrderRefund[]): string[] => {
    const lines = summarizeRefunds(refunds);
    if (lines.length === 0) return [t('refundNone')];
    return lines.map(({ key, amount }) =>
      t(key, {
        amount: formatPrice(amount, locale),
        days: REFUND_WORKING_DAYS,
        formatted: formatNumber(REFUND_WORKING_DAYS, locale, 0),
      }),
    );
  };
  return { t, items, figures, parcel, method, paymentStatus, by, deliveryEstimate, refundSentences };
}
