import type { AdminOrder } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/date-time';
import { formatPrice } from '@/lib/format/money';

/**
 * The money that moved for an order: each charge attempt and each refund once, with its own amount and state
 * (a refund waiting for the gateway, done, or refused), each with when.
 */
export async function OrderMoney({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <div className="mt-3 flex flex-col gap-3 text-sm">
      {order.payments.length > 0 ? (
        <ul className="flex flex-col gap-1 text-mocha-700">
          {order.payments.map((payment) => (
            <li key={`${payment.provider}-${payment.created_at}`}>
              {t('paymentRow', {
                provider: t.has(`provider.${payment.provider}`)
                  ? t(`provider.${payment.provider}`)
                  : payment.provider,
                amount: formatPrice(payment.amount, locale),
                status: t.has(`gatewayStatus.${payment.status}`)
                  ? t(`gatewayStatus.${payment.status}`)
                  : payment.status,
              })}{' '}
              · <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, locale)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-mocha-600">{t('noPayments')}</p>
      )}
      {order.refunds.length > 0 ? (
        <ul className="flex flex-col gap-1 text-mocha-700">
          {order.refunds.map((refund, index) => (
            <li key={refund.id ?? `wallet-${index}`}>
              {t('refundRow', {
                destination: t(`refundTo.${refund.to}`),
                amount: formatPrice(refund.amount, locale),
                state: t(`refundState.${refund.state}`),
              })}{' '}
              · <time dateTime={refund.at}>{formatDateTime(refund.at, locale)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-mocha-600">{t('noRefunds')}</p>
      )}
    </div>
  );
}
