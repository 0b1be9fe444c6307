import type { Locale } from '@coffee/contracts/common';
import type { OrderReturns as OrderReturnsData, ReturnKind } from '@coffee/contracts/returns';
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from '@coffee/contracts/returns';
import { getTranslations } from 'next-intl/server';
import { WithUserText } from '@/components/ui/user-text';
import { formatDate } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';
import { formatMegabytes, formatNumber } from '@/lib/format/number';
import { ReturnRequest } from './return-request';

/** A Cairo calendar day (`YYYY-MM-DD`) as the page writes dates. */
const dayOf = (day: string, locale: Locale) => formatDate(`${day}T12:00:00+02:00`, locale);
/** Today on Cairo's calendar. */
const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The order's returns (each with its pickup and its refund) and, while the law's windows are open and
 * something may still go back, the form to ask for one. Nothing is shown for an order not delivered.
 */
export async function OrderReturns({
  orderNumber,
  data,
  locale,
}: {
  orderNumber: string;
  data: OrderReturnsData;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Returns' });
  const today = cairoToday();
  const until: Record<ReturnKind, string | null> = {
    change_of_mind: data.change_of_mind_until,
    defect: data.defect_until,
  };
  const open = {
    change_of_mind: until.change_of_mind !== null && today <= until.change_of_mind,
    defect: until.defect !== null && today <= until.defect,
  };
  const returnable = data.lines.filter((line) => line.returnable > 0);
  const hint = (kind: ReturnKind) => {
    const day = until[kind];
    if (!day) return '';
    return t(open[kind] ? `until.${kind}` : `ended.${kind}`, { date: dayOf(day, locale) });
  };

  return (
    <div className="flex flex-col gap-4">
      {data.returns.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
          {data.returns.map((item) => (
            <li key={item.id} className="rounded-card p-3 ring-1 ring-crema-200" data-return={item.id}>
              <p className="font-semibold text-espresso-900">
                {t('returnTitle', { id: formatNumber(item.id, locale, 0) })} ·{' '}
                <span data-return-status>{item.status_label}</span>
              </p>
              <p className="text-mocha-600 text-sm">{item.kind_label}</p>
              <ul className="mt-1 text-mocha-700 text-sm">
                {item.lines.map((line) => (
                  <li key={line.line_id}>
                    <WithUserText
                      sentence={(name) =>
                        t('lineQuantity', { name, quantity: formatNumber(line.quantity, locale, 0) })
                      }
                      text={line.name}
                    />
                  </li>
                ))}
              </ul>
              {item.refusal ? (
                <p className="mt-1 text-mocha-700 text-sm">{t('refusal', { reason: item.refusal })}</p>
              ) : null}
              {item.pickup?.tracking_number ? (
                <p className="mt-1 text-mocha-700 text-sm">
                  {t('pickup', { tracking: item.pickup.tracking_number, state: item.pickup.state_label })}
                </p>
              ) : null}
              {item.refunds.map((refund) => (
                <p
                  key={refund.id}
                  className="mt-1 font-semibold text-espresso-900 text-sm"
                  data-return-refund
                >
                  {t(`refund.${refund.state}`, {
                    amount: formatExactPrice(refund.amount, locale),
                    to: t(`refundTo.${refund.to}`),
                  })}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      {data.delivered_at ? (
        <p className="text-mocha-600 text-sm">{`${hint('change_of_mind')} ${hint('defect')}`}</p>
      ) : null}
      {returnable.length > 0 && (open.change_of_mind || open.defect) ? (
        <ReturnRequest
          orderNumber={orderNumber}
          locale={locale}
          lines={returnable}
          returnableOf={Object.fromEntries(
            returnable.map((line) => [
              line.line_id,
              t('returnableOf', {
                count: line.returnable,
                formatted: formatNumber(line.returnable, locale, 0),
              }),
            ]),
          )}
          open={open}
          refundOptions={data.refund_options}
          labels={{
            open: t('open'),
            title: t('formTitle'),
            quantity: t('quantity'),
            kindLegend: t('kindLegend'),
            kinds: { change_of_mind: t('kinds.change_of_mind'), defect: t('kinds.defect') },
            kindHints: { change_of_mind: hint('change_of_mind'), defect: hint('defect') },
            reason: t('reason'),
            photos: t('photos'),
            photosHint: t('photosHint', {
              count: RETURN_PHOTOS_MAX,
              formatted: formatNumber(RETURN_PHOTOS_MAX, locale, 0),
              size: formatMegabytes(RETURN_PHOTO_MAX_BYTES, locale),
            }),
            refundLegend: t('refundLegend'),
            refundTo: { original: t('refundChoice.original'), wallet: t('refundChoice.wallet') },
            submit: t('submit'),
            cancel: t('cancel'),
            sent: t('sent'),
            nothingPicked: t('nothingPicked'),
            networkError: t('networkError'),
          }}
        />
      ) : null}
    </div>
  );
}
