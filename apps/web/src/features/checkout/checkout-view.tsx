'use client';

import type { Address } from '@coffee/contracts/account';
import type { CartDetails } from '@coffee/contracts/cart';
import type { PaymentMethod, PaymentMethodId, PlaceOrderBody } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import type { Order } from '@coffee/contracts/orders';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FiguresTable } from '@/components/ui/figures-table';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { EMPTY_STATE_HEIGHT, LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { primaryActionClass } from '@/components/ui/status-message';
import { Link } from '@/i18n/navigation';
import { toFigureRows } from '@/lib/format/figure-rows';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { toCartFigures } from '@/lib/order-figures';
import { getProductsPath } from '@/lib/routes';
import { type AddressChoice, AddressStep } from './address-step';
import type { CheckoutErrors } from './checkout-errors';
import type { CheckoutLabels } from './checkout-labels';
import { type CheckoutLine, CheckoutLines } from './checkout-lines';
import { CouponBox } from './coupon-box';
import { DeliveryStep } from './delivery-step';
import { MobileCodeFrame } from './mobile-code-frame';
import type { NewAddressHandle } from './new-address-form';
import { PaymentFailedPanel } from './payment-failed-panel';
import { PaymentStep } from './payment-step';
import { useOrderSummary } from './use-order-summary';
import { usePaymentMethods } from './use-payment-methods';
import { usePlaceOrder } from './use-place-order';
import { WalletToggle } from './wallet-toggle';

/** The mobile-code panel: only for cash on delivery's first order to a mobile, so fetched then (or once cash is chosen). */
const loadMobileCodePanel = () => import('./mobile-code-panel');
const MobileCodePanel = lazy(() =>
  loadMobileCodePanel().then((module) => ({ default: module.MobileCodePanel })),
);

export type CheckoutViewProps = {
  locale: Locale;
  labels: CheckoutLabels;
  validationMessages: ValidationMessages;
  addresses: Address[];
  governorates: Governorate[];
  paymentMethods: PaymentMethod[];
  /** An order whose online payment failed (`?order=…&payment=failed`), else null. */
  failedOrder: Order | null;
  /** Who receives a parcel sent to a new address, until the shopper says otherwise: the account holder. */
  recipient: { name: string; mobile: string };
  lines: CheckoutLine[];
  cartLoading: boolean;
  /** The browser's last settled cart was empty (features/cart/cart-hint.ts): while it loads, show it empty. */
  initiallyEmpty: boolean;
  /** What the server changed in the cart as it loaded it (a line capped at stock or sold out), in words. */
  cartNotices: string[];
  /** Changes whenever the cart's lines or quantities do: the summary is asked for again. */
  cartVersion: string;
  /** The priced figures, mapped as spec §4 says, for the page's cart state. */
  onFigures: (figures: CartDetails) => void;
  /** The order exists: the browser's cart is emptied. */
  onPlaced: () => void;
};

const firstChoice = (addresses: Address[]): AddressChoice => {
  const primary = addresses.find((address) => address.is_primary) ?? addresses[0];
  return primary ? { kind: 'saved', id: primary.id } : { kind: 'new' };
};

/**
 * `/checkout/checkout-payment`: address, delivery and payment on the start side; the lines, coupon, wallet
 * and a summary the server prices after every change on the end side (below on a phone), then "Place order"
 * with the full-screen overlay while it is placed. Problems are said beside what caused them.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { locale, labels, addresses, governorates, lines, cartLoading, cartVersion, failedOrder } = props;
  const [addressChoice, setAddressChoice] = useState<AddressChoice>(() => firstChoice(addresses));
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodId | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const newAddress = useRef<NewAddressHandle>(null);
  const [typedGovernorate, setTypedGovernorate] = useState<number | null>(null);
  const governorateId = addressChoice.kind === 'new' ? typedGovernorate : null;
  const zoneKnown = addressChoice.kind === 'saved' || governorateId !== null;
  const hasLines = lines.length > 0;

  const choices = {
    coupon,
    addressId: addressChoice.kind === 'saved' ? addressChoice.id : null,
    governorateId,
    useWallet,
    paymentMethod,
  };
  const { summary, failed, retry } = useOrderSummary(choices, cartVersion, !cartLoading && hasLines, locale);
  const methods = usePaymentMethods(props.paymentMethods, choices, summary?.DiscountedTotal, locale);
  const { phase, place, payOnline } = usePlaceOrder(locale, labels, props.onPlaced);

  // Typing in the new address answers "fill required data first": the sentence goes once something changes.
  const clearAddressError = useCallback(
    () => setErrors((previous) => (previous.address ? { ...previous, address: undefined } : previous)),
    [],
  );

  const { onFigures } = props;
  useEffect(() => {
    if (summary) onFigures(toCartFigures(summary));
  }, [summary, onFigures]);

  function choosePayment(method: PaymentMethodId) {
    setPaymentMethod(method);
    // Paying by the wallet alone means using it.
    if (method === 'wallet') setUseWallet(true);
    // A first order to a mobile paid in cash asks for a texted code: its panel is fetched ahead.
    if (method === 'cod') void loadMobileCodePanel();
    setErrors((previous) => ({ ...previous, payment: undefined }));
  }

  function chooseAddress(choice: AddressChoice) {
    setAddressChoice(choice);
    setErrors((previous) => ({ ...previous, address: undefined }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const found: CheckoutErrors = {};
    let address: Pick<PlaceOrderBody, 'address' | 'address_id'> = {};
    if (addressChoice.kind === 'saved') address = { address_id: addressChoice.id };
    else {
      // Null also while the form is still loading: nothing can have been typed in it yet.
      const typed = (await newAddress.current?.read()) ?? null;
      if (typed) address = { address: typed };
      else found.address = labels.addressRequired;
    }
    if (!paymentMethod) found.payment = labels.paymentRequired;
    setErrors(found);
    if (found.address || found.payment) {
      document.getElementById(found.address ? 'checkout-address' : 'checkout-payment')?.scrollIntoView();
      return;
    }
    const refused = await place({
      ...address,
      payment_method: paymentMethod ?? undefined,
      coupon: coupon ?? undefined,
      use_wallet: useWallet,
    });
    if (refused) setErrors(refused);
  }

  const overlay = <LoadingOverlay label={labels.placing} active={phase !== 'idle'} />;

  if (failedOrder) {
    return (
      <>
        <PaymentFailedPanel order={failedOrder} methods={methods} labels={labels} payOnline={payOnline} />
        {overlay}
      </>
    );
  }
  if (cartLoading && !props.initiallyEmpty) {
    return <LoadingPlaceholder label={labels.loading} />;
  }
  if (!hasLines && phase === 'idle') {
    return (
      <EmptyState
        className={EMPTY_STATE_HEIGHT}
        title={labels.emptyTitle}
        description={labels.emptyText}
        action={
          <Link href={getProductsPath()} className={primaryActionClass}>
            {labels.continueShopping}
          </Link>
        }
      />
    );
  }

  // The delivery row says "Free" as the order's summary does; the delivery step says "Free delivery".
  const figureLabels = { ...labels, deliveryFree: labels.deliveryFreeRow };
  const figures = summary ? toFigureRows(toCartFigures(summary), locale, figureLabels, zoneKnown) : null;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="flex flex-col gap-6">
        <AddressStep
          addresses={addresses}
          choice={addressChoice}
          onChoose={chooseAddress}
          newAddress={{
            handle: newAddress,
            recipient: props.recipient,
            validationMessages: props.validationMessages,
            onGovernorate: setTypedGovernorate,
            onEdit: clearAddressError,
          }}
          governorates={governorates}
          locale={locale}
          labels={labels}
          error={errors.address}
        />
        <DeliveryStep summary={summary} zoneKnown={zoneKnown} locale={locale} labels={labels} />
        <PaymentStep
          methods={methods}
          chosen={paymentMethod}
          onChoose={choosePayment}
          labels={labels}
          error={errors.payment}
          locale={locale}
        />
        {errors.mobile && paymentMethod === 'cod' ? (
          <Suspense fallback={<MobileCodeFrame title={labels.mobileCodeTitle} mobile={errors.mobile} />}>
            <MobileCodePanel
              mobile={errors.mobile}
              locale={locale}
              labels={labels}
              onConfirmed={() => {
                setErrors({});
                formRef.current?.requestSubmit();
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <aside
        aria-labelledby="checkout-summary-title"
        className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6 lg:sticky lg:top-6"
      >
        <h2 id="checkout-summary-title" className="font-bold text-espresso-900 text-xl">
          {labels.summaryTitle}
        </h2>
        <CheckoutLines
          lines={lines}
          problems={errors.lines}
          notices={props.cartNotices}
          locale={locale}
          labels={labels}
        />
        <CouponBox
          applied={coupon}
          onApplied={(code) => {
            setCoupon(code);
            setErrors((previous) => ({ ...previous, coupon: undefined }));
          }}
          error={errors.coupon ?? summary?.coupon_error?.message}
          locale={locale}
          labels={labels}
        />
        <WalletToggle
          balance={summary?.wallet_balance ?? 0}
          checked={useWallet}
          locked={paymentMethod === 'wallet'}
          onChange={setUseWallet}
          locale={locale}
          labels={labels}
        />
        <div aria-live="polite">
          {figures ? <FiguresTable {...figures} /> : null}
          {failed ? (
            <FormAlert
              message={labels.summaryFailed}
              action={
                <button type="button" onClick={retry} className="font-semibold underline underline-offset-4">
                  {labels.retry}
                </button>
              }
            />
          ) : null}
        </div>
        <FormAlert message={errors.general} />
        <SubmitButton label={labels.placeOrder} pendingLabel={labels.placing} pending={phase !== 'idle'} />
      </aside>
      {overlay}
    </form>
  );
}
