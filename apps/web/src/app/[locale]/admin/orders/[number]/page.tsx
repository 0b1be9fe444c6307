import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { SectionCard } from '@/components/ui/section-card';
import { UserText } from '@/components/ui/user-text';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { BookCourierButton } from '@/features/admin/orders/book-courier-button';
import { LineSellerState } from '@/features/admin/orders/line-seller-state';
import { OrderMoney } from '@/features/admin/orders/order-money';
import { OrderStatusForm } from '@/features/admin/orders/order-status-form';
import { PrintButton } from '@/features/admin/orders/print-button';
import { CancelBookingButton, ShipmentLabelLink } from '@/features/admin/orders/shipment-label-link';
import { getOrderTexts } from '@/features/orders/get-order-texts';
import { OrderAddress } from '@/features/orders/order-address';
import { OrderItems } from '@/features/orders/order-items';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { OrderTotals } from '@/features/orders/order-totals';
import { ParcelTracking } from '@/features/orders/parcel-tracking';
import { StatusTimeline } from '@/features/orders/status-timeline';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getAdminOrder, getAdminShipment } from '@/lib/api/backoffice';
import { adminPaths, getAdminInvoicePath, getAdminOrderPath } from '@/lib/backoffice-routes';
import { formatDateTime } from '@/lib/format/date-time';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { formatPrice } from '@/lib/format/money';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; number: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const orderNumber = decodeURIComponent(number);
  return getPageMetadata({
    locale,
    title: t('detailTitle', { number: orderNumber }),
    path: getAdminOrderPath(orderNumber),
    noIndex: true,
  });
}

/**
 * One order for the operator: move it on (only the changes the API allows, with a note), who bought it and
 * where it goes, what is in the parcel, the money and its movements, every status with who set it. Printed,
 * it is the packing slip and invoice (the print stylesheet drops the controls and the store around it).
 */
export default async function AdminOrderPage({ params }: PageProps) {
  const { locale, number } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const orderNumber = decodeURIComponent(number);
  const [order, shipment, texts, t] = await Promise.all([
    getAdminOrder(orderNumber, locale),
    getAdminShipment(orderNumber, locale),
    getOrderTexts(locale),
    getTranslations({ locale, namespace: 'Admin' }),
  ]);
  if (!order) notFound();

  return (
    <DetailFrame
      back={{ href: adminPaths.orders, label: t('back') }}
      printTitle={t('slipTitle')}
      title={t('detailTitle', { number: orderNumber })}
      details={
        <p className="mt-1 text-mocha-600">
          {t('placedOn', { date: formatDateTime(order.created_at, locale) })}
        </p>
      }
      actions={
        <>
          <OrderStatusBadge status={order.status} label={order.status_label} />
          {order.invoice_number ? (
            <Link href={getAdminInvoicePath(order.number)} className={`${secondaryButtonClass} print:hidden`}>
              {t('invoice')}
            </Link>
          ) : null}
          <PrintButton label={t('print')} />
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start print:block">
        <div className="flex flex-col gap-6">
          <SectionCard id="admin-order-items" title={texts.t('itemsTitle')}>
            <OrderItems
              items={order.items}
              locale={locale}
              labels={texts.items}
              lineState={(item) => (
                <LineSellerState
                  item={item}
                  status={order.status}
                  locale={locale}
                  labels={{
                    ready: t.raw('lineSellerReady') as string,
                    waiting: t('lineSellerWaiting'),
                    notMarked: t('lineSellerNotMarked'),
                    notSent: t('lineSellerNotSent'),
                  }}
                />
              )}
            />
          </SectionCard>
          <SectionCard id="admin-order-summary" title={texts.t('summaryTitle')}>
            <OrderTotals order={order} locale={locale} labels={texts.figures} />
            {order.coupon_code ? (
              <p className="mt-3 text-mocha-600 text-sm">{texts.t('coupon', { code: order.coupon_code })}</p>
            ) : null}
          </SectionCard>
          <div className="print:hidden">
            <SectionCard id="admin-order-progress" title={texts.t('timelineTitle')}>
              <StatusTimeline
                history={order.history}
                locale={locale}
                byLabels={{ customer: t('by.customer'), staff: t('by.staff'), system: t('by.system') }}
                names={order.history_by}
                noteAudience={{ internal: t('noteInternal'), told: t('noteTold') }}
              />
            </SectionCard>
          </div>
        </div>
        <div className="flex flex-col gap-6">
          <div className="print:hidden">
            <SectionCard id="admin-order-move" title={t('moveTitle')}>
              {order.next_statuses.length > 0 ? (
                <OrderStatusForm
                  key={order.status}
                  orderNumber={order.number}
                  options={order.next_statuses}
                  locale={locale}
                  labels={{
                    nextStatus: t('nextStatus'),
                    note: t('note'),
                    noteHint: t('noteHint'),
                    noteForCustomer: t('noteForCustomer'),
                    noteForCustomerHint: t('noteForCustomerHint', {
                      language: t(`language.${order.customer.lang}`),
                    }),
                    move: t('move'),
                    moving: t('moving'),
                    moved: t.raw('moved') as string,
                    cancelWarning: t('cancelWarning'),
                    confirmCancel: t.raw('confirmCancel') as string,
                    dialogYes: t('dialogYes'),
                    dialogBack: t('dialogBack'),
                    networkError: t('networkError'),
                  }}
                />
              ) : (
                <p className="text-mocha-700 text-sm">{t('finalStatus', { status: order.status_label })}</p>
              )}
            </SectionCard>
          </div>
          <SectionCard id="admin-order-courier" title={t('courierTitle')}>
            {shipment ? (
              <div className="flex flex-col gap-3">
                <ParcelTracking shipment={shipment} locale={locale} labels={texts.parcel} />
                {shipment.cod_amount > 0 ? (
                  <p className="text-mocha-700 text-sm">
                    {t('codLine', {
                      expected: formatPrice(shipment.cod_amount, locale),
                      collected:
                        shipment.cod_collected === null ? '—' : formatPrice(shipment.cod_collected, locale),
                    })}
                  </p>
                ) : null}
                {shipment.reason ? (
                  <p className="text-mocha-700 text-sm">
                    {t('courierReason')}: <bdi>{shipment.reason}</bdi>
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-3">
                  {shipment.label_url ? (
                    <ShipmentLabelLink shipmentId={shipment.id} locale={locale} label={t('printLabel')} />
                  ) : null}
                  {shipment.state === 'booked' ? (
                    <CancelBookingButton
                      shipmentId={shipment.id}
                      locale={locale}
                      labels={{
                        text: t('cancelBooking'),
                        pending: t('cancelingBooking'),
                        done: t('bookingCanceled', { number: order.number }),
                        networkError: t('networkError'),
                      }}
                    />
                  ) : null}
                </div>
              </div>
            ) : order.status === 'READY_TO_SHIP' ? (
              <BookCourierButton
                orderNumbers={[order.number]}
                locale={locale}
                labels={{
                  text: t('bookCourier'),
                  pending: t('booking'),
                  done: t.raw('booked') as string,
                  networkError: t('networkError'),
                }}
              />
            ) : (
              <p className="text-mocha-700 text-sm">{t('notBooked')}</p>
            )}
          </SectionCard>
          <SectionCard id="admin-order-customer" title={t('customerTitle')}>
            <p className="font-semibold text-espresso-900 text-sm">
              <UserText>{order.customer.name}</UserText>
            </p>
            <p className="text-mocha-600 text-sm" dir="ltr">
              {toLocalMobile(order.customer.mobile)}
            </p>
            <p className="break-all text-mocha-600 text-sm">{order.customer.email}</p>
          </SectionCard>
          <SectionCard id="admin-order-address" title={texts.t('addressTitle')}>
            <OrderAddress address={order.address} locale={locale} />
          </SectionCard>
          <SectionCard id="admin-order-payment" title={t('paymentsTitle')}>
            <p className="font-semibold text-espresso-900 text-sm">{texts.method(order.payment_method)}</p>
            <p className="text-mocha-600 text-sm">{texts.paymentStatus(order.payment_status)}</p>
            <OrderMoney order={order} locale={locale} />
          </SectionCard>
        </div>
      </div>
    </DetailFrame>
  );
}
