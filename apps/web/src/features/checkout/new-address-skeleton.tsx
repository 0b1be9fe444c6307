import type { CheckoutLabels } from './checkout-labels';

const control = 'h-12 rounded-xl bg-cream-50 ring-1 ring-crema-300';

/** A field's place while the form loads: its label, an empty control's box and its hint, at their sizes. */
function FieldPlace({
  label,
  note,
  hint,
  box = control,
}: {
  label: string;
  note?: string;
  hint?: string;
  box?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-semibold text-espresso-900 text-sm">
        {label}
        {note ? <span className="ms-1 font-normal text-mocha-500">{note}</span> : null}
      </span>
      <span className={box} />
      {hint ? <span className="text-mocha-600 text-xs">{hint}</span> : null}
    </div>
  );
}

/**
 * What stands in the new address's place while its form and validation load (new-address-form.tsx, on first
 * use): the same labels, hints and boxes, so nothing moves when the fields arrive.
 */
export function NewAddressSkeleton({ labels }: { labels: CheckoutLabels }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldPlace label={labels.recipientName} />
        <FieldPlace label={labels.mobile} hint={labels.mobileHint} />
        <FieldPlace label={labels.governorate} />
        <FieldPlace label={labels.city} />
        <FieldPlace label={labels.area} note={labels.optional} />
        <FieldPlace label={labels.street} />
      </div>
      {/* Two rows of 16 px text and the textarea's padding. */}
      <FieldPlace
        label={labels.details}
        note={labels.optional}
        hint={labels.detailsHint}
        box="h-18 rounded-xl bg-cream-50 ring-1 ring-crema-300"
      />
      <FieldPlace label={labels.addressTitle} hint={labels.addressTitleHint} />
      <span className="flex items-center gap-3 font-medium text-espresso-900 text-sm">
        <span className="size-5 shrink-0 rounded-sm ring-1 ring-crema-300" />
        {labels.saveAddress}
      </span>
    </div>
  );
}
