import type { Locale } from '@coffee/contracts/common';
import { LineImage } from '@/components/ui/line-image';
import { LineMoney } from '@/components/ui/line-money';
import { UserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import { checkoutPaths } from '@/lib/routes';
import type { CheckoutLabels } from './checkout-labels';
import { StepError } from './step-section';

/** A cart line as the checkout lists it; the page's cart gives them. */
export type CheckoutLine = {
  key: string;
  /** The product's name with its variant ("Ethiopia Sidamo, Size: 1 kg"). */
  name: string;
  image: string | undefined;
  quantity: number;
  lineTotal: number;
  /** The line at its price before the sale: struck through beside `lineTotal` when it is more. */
  listTotal: number;
};

type CheckoutLinesProps = {
  lines: CheckoutLine[];
  /** By line key: why it cannot be ordered as it is ("Sold out", "Only 2 left"). */
  problems: Record<string, string> | undefined;
  /** The cart's own changes since it was filled ("… only 2 left"): said above the lines. */
  notices: string[];
  locale: Locale;
  labels: CheckoutLabels;
};

/** What is being bought, with a way back to the cart; a line over stock is named beside it. */
export function CheckoutLines({ lines, problems, notices, locale, labels }: CheckoutLinesProps) {
  return (
    <section aria-labelledby="checkout-lines-title">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-lines-title" className="font-bold text-espresso-900 text-lg">
          {labels.linesTitle}
        </h2>
        <Link
          href={checkoutPaths.cart}
          className="font-semibold text-caramel-700 text-sm underline-offset-4 hover:underline"
        >
          {labels.editCart}
        </Link>
      </div>
      {notices.length > 0 ? (
        <ul role="status" className="mt-3 list-disc space-y-1 rounded-2xl bg-caramel-300/25 p-3 ps-7 text-sm">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-3 divide-y divide-crema-200">
        {lines.map((line) => (
          <li key={line.key} className="flex items-start gap-3 py-3">
            <LineImage src={line.image} size={56} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-espresso-900">
                <UserText>{line.name}</UserText>
              </p>
              <p className="text-mocha-600">
                {fill(labels.quantity, { count: formatNumber(line.quantity, locale, 0) })}
              </p>
              <StepError message={problems?.[line.key]} />
            </div>
            <LineMoney total={line.lineTotal} listTotal={line.listTotal} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
