import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@coffee/contracts/checkout';

/**
 * How the footer shows each way to pay that checkout offers: keyed by the contracts' payment method ids (the
 * list checkout's `/payment-methods` walks), so a method added there cannot reach checkout without the footer
 * saying how it is shown, and the footer shows no brand checkout does not take: only those the store offers
 * now (`footerPaymentGroups`). Brands are simplified marks in
 * their colours, static SVG files from public/payment-marks (not inline SVG, which every page's HTML and
 * React's copy of it would carry twice); a method without a brand of its own is named in words.
 */
type Mark = { kind: 'brand'; name: string; file: string } | { kind: 'words' };
export type PaymentGroup = 'cards' | 'instalments' | 'wallets' | 'cash';

export const PAYMENT_MARKS: Record<PaymentMethodId, { group: PaymentGroup; marks: Mark[] }> = {
  card: {
    group: 'cards',
    marks: [
      { kind: 'brand', name: 'Visa', file: 'visa' },
      { kind: 'brand', name: 'Mastercard', file: 'mastercard' },
      { kind: 'brand', name: 'Meeza', file: 'meeza' },
    ],
  },
  // PayTabs' instalments with Egyptian banks' cards: no brand of their own to show.
  installments: { group: 'instalments', marks: [{ kind: 'words' }] },
  opay: { group: 'wallets', marks: [{ kind: 'brand', name: 'OPay', file: 'opay' }] },
  wallet: { group: 'wallets', marks: [{ kind: 'words' }] },
  cod: { group: 'cash', marks: [{ kind: 'words' }] },
  // Cash paid with a reference code at Fawry's outlets: named in words (no brand file of Fawry's here).
  fawry: { group: 'cash', marks: [{ kind: 'words' }] },
  // A bank transfer by InstaPay (offered while the store has an address): named in words.
  instapay: { group: 'wallets', marks: [{ kind: 'words' }] },
};

export const PAYMENT_GROUPS: PaymentGroup[] = ['cards', 'instalments', 'wallets', 'cash'];

/**
 * The footer's groups for the methods the store offers now (the API's `/payment-methods/offered`, the list
 * checkout's comes from), in checkout's order; a group with none is left out, and nothing is shown that is
 * not offered (a method turned off, InstaPay without an address).
 */
export function footerPaymentGroups(
  offered: readonly PaymentMethodId[],
): { group: PaymentGroup; methods: PaymentMethodId[] }[] {
  return PAYMENT_GROUPS.map((group) => ({
    group,
    methods: PAYMENT_METHOD_IDS.filter(
      (method) => offered.includes(method) && PAYMENT_MARKS[method].group === group,
    ),
  })).filter((entry) => entry.methods.length > 0);
}

/** One group's marks: brands as badges, the others as their checkout name (`nameOf`). */
export function PaymentMarkList({
  label,
  methods,
  nameOf,
}: {
  label: string;
  methods: PaymentMethodId[];
  nameOf: (method: PaymentMethodId) => string;
}) {
  const marks = methods.flatMap((method) => PAYMENT_MARKS[method].marks.map((mark) => ({ mark, method })));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h3 className="font-semibold text-mocha-400 text-xs">{label}</h3>
      <ul className="flex flex-wrap items-center gap-2">
        {marks.map(({ mark, method }) =>
          mark.kind === 'brand' ? (
            <li key={mark.name}>
              {/* biome-ignore lint/performance/noImgElement: a 300-byte SVG badge needs no optimizer */}
              <img
                src={`/payment-marks/${mark.file}.svg`}
                alt={mark.name}
                width={51}
                height={32}
                loading="lazy"
                decoding="async"
                className="h-8 w-auto rounded-md shadow-sm"
              />
            </li>
          ) : (
            <li key={method} className="pay-mark">
              {nameOf(method)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
