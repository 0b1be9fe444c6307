import { INSTAPAY_SCREENSHOT_MAX_BYTES } from '@coffee/contracts/checkout';
import type { Order } from '@coffee/contracts/orders';
import { getTranslations } from 'next-intl/server';
import { SectionCard } from '@/components/ui/section-card';
import type { AppLocale } from '@/i18n/routing';
import { formatDateTime } from '@/lib/format/date-time';
import { formatExactPrice } from '@/lib/format/money';
import { formatMegabytes } from '@/lib/format/number';
import { InstapayProofForm } from './instapay-proof-form-lazy';

/**
 * A PENDING InstaPay order's transfer: the store's address, the exact amount (the page's digits), the order
 * number to write as the note and the deadline, then the form for the proof, in the frame of the page's other
 * cards. The success page and the order page show it while the order waits.
 */
export async function InstapayTransfer({
  instapay,
  orderNumber,
  locale,
}: {
  instapay: NonNullable<Order['instapay']>;
  orderNumber: string;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'InstapayPayment' });
  // The largest screenshot taken, in megabytes and the page's digits.
  const size = formatMegabytes(INSTAPAY_SCREENSHOT_MAX_BYTES, locale);
  return (
    <SectionCard id="instapay-transfer" testId="instapay-transfer" title={t('sectionTitle')}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-mocha-600 text-sm">{t('address')}</dt>
        <dd className="font-extrabold text-espresso-900 text-xl">
          {/* An address typed into a bank app as written: Latin, left to right. */}
          <bdi dir="ltr" data-testid="instapay-address">
            {instapay.address}
          </bdi>
        </dd>
        <dt className="text-mocha-600 text-sm">{t('amount')}</dt>
        <dd className="font-bold text-espresso-900" data-testid="instapay-amount">
          {formatExactPrice(instapay.amount, locale)}
        </dd>
        <dt className="text-mocha-600 text-sm">{t('note')}</dt>
        <dd className="font-bold text-espresso-900">
          <bdi dir="ltr" data-testid="instapay-note">
            {instapay.note}
          </bdi>
        </dd>
        <dt className="text-mocha-600 text-sm">{t('deadline')}</dt>
        <dd className="font-semibold text-espresso-900">
          {t('deadlineValue', { deadline: formatDateTime(instapay.expires_at, locale) })}
        </dd>
      </dl>
      <p className="mt-3 text-mocha-600 text-sm">{t('lateNote')}</p>
      <InstapayProofForm
        locale={locale}
        orderNumber={orderNumber}
        maxBytes={INSTAPAY_SCREENSHOT_MAX_BYTES}
        sentAt={
          instapay.proof ? t('sentAt', { time: formatDateTime(instapay.proof.submitted_at, locale) }) : null
        }
        hasScreenshot={instapay.proof?.has_screenshot ?? false}
        labels={{
          title: t('proofTitle'),
          screenshot: t('screenshot', { size }),
          reference: t('reference'),
          send: t('send'),
          sending: t('sending'),
          sent: t('sent'),
          sendAgain: t('sendAgain'),
          viewScreenshot: t('viewScreenshot'),
          wrongFile: t('wrongFile', { size }),
          nothing: t('nothing'),
        }}
      />
    </SectionCard>
  );
}
