import type { Order } from '@coffee/contracts/orders';
import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/ui/section-card';
import type { AppLocale } from '@/i18n/routing';
import { formatDateTime } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';

/**
 * A Pay at Fawry order's code: the reference number, the amount and the deadline (Cairo time, in the page's
 * language and digits), and how to pay it, in the frame of the page's other cards. The success page and the
 * order page show it while it is open.
 */
export async function FawryCode({
  fawry,
  locale,
}: {
  fawry: NonNullable<Order['fawry']>;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'FawryPayment' });
  return (
    <SectionCard id="fawry-code" testId="fawry-code" title={t('sectionTitle')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-mocha-600 text-sm">{t('reference')}</dt>
        <dd className="font-extrabold text-2xl text-espresso-900 tracking-widest">
          {/* An identifier, read out at the counter as written: Latin digits, left to right. */}
          <bdi dir="ltr" data-testid="fawry-reference">
            {fawry.reference_number}
          </bdi>
        </dd>
        <dt className="text-mocha-600 text-sm">{t('amount')}</dt>
        <dd className="font-bold text-espresso-900" data-testid="fawry-amount">
          {formatExactPrice(fawry.amount, locale)}
        </dd>
        <dt className="text-mocha-600 text-sm">{t('deadline')}</dt>
        <dd className="font-semibold text-espresso-900" data-testid="fawry-deadline">
          {t('deadlineValue', { deadline: formatDateTime(fawry.expires_at, locale) })}
        </dd>
      </dl>
      <h3 className="mt-4 font-semibold text-espresso-900">{t('howTitle')}</h3>
      <ul className="mt-1 list-disc ps-5 text-mocha-700 text-sm">
        <li>{t('howOutlet')}</li>
        <li>{t('howAtm')}</li>
        <li>{t('howApp')}</li>
      </ul>
      <p className="mt-3 text-mocha-600 text-sm">{t('lateNote')}</p>
    </SectionCard>
  );
}
