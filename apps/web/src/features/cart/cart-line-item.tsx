'use client';

import type { CartLine } from '@coffee/contracts/cart';
import type { Locale } from '@coffee/contracts/common';
import { LineImage } from '@/components/ui/line-image';
import { UserText } from '@/components/ui/user-text';
import { Link } from '@/i18n/navigation';
import { formatPrice } from '@/lib/format/money';
import { getProductPath } from '@/lib/routes';
import { browserCart, useCart } from './browser-cart';
import { TrashIcon } from './cart-icons';
import { type CartControlLabels, describeVariant, fillName, getLineName } from './cart-labels';
import { announceCartOutcome } from './cart-toasts';
import { QuantityStepper } from './quantity-stepper';

export type CartLineLabels = {
  unitPrice: string;
  lineTotal: string;
  /** "Remove {name} from the cart" */
  remove: string;
  removeShort: string;
};

type CartLineItemProps = {
  line: CartLine;
  locale: Locale;
  labels: CartLineLabels;
  controls: CartControlLabels;
};

/**
 * One line of the cart page: picture, name and variant ("Size: 1 kg"), unit price, quantity controls, line
 * total and removal. Its link opens the product's page with the line's variant chosen.
 */
export function CartLineItem({ line, locale, labels, controls }: CartLineItemProps) {
  const { product, variant, quantity } = line;
  const isLoading = useCart((state) => state.isLoading);
  const discounted = product.beforeDiscount !== null && product.beforeDiscount > product.price;
  const name = getLineName(line, controls.naming);

  async function change(next: number) {
    await announceCartOutcome(await browserCart.setLineQuantity(line, next), controls.toasts);
  }

  return (
    <li className="flex flex-wrap items-center gap-4 py-4 sm:flex-nowrap">
      <LineImage src={product.images[0]} size={88} />
      <div className="min-w-0 flex-1 basis-40">
        <h3 className="font-semibold text-espresso-900">
          <Link href={getProductPath(line.product.id, line.variant?.id)} className="hover:text-caramel-700">
            <UserText>{product.name}</UserText>
          </Link>
        </h3>
        {variant ? (
          <p className="mt-0.5 text-mocha-700 text-sm">{describeVariant(variant, controls.naming)}</p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="text-mocha-600">{labels.unitPrice}</span>
          <span className="font-semibold text-espresso-900">{formatPrice(product.price, locale)}</span>
          {discounted ? (
            <del className="text-mocha-500">{formatPrice(product.beforeDiscount ?? 0, locale)}</del>
          ) : null}
        </p>
        <button
          type="button"
          disabled={isLoading}
          onClick={() => change(0)}
          className="mt-2 inline-flex items-center gap-1.5 font-semibold text-cherry-700 text-sm hover:underline disabled:cursor-wait"
        >
          <TrashIcon className="size-4" />
          <span aria-hidden="true">{labels.removeShort}</span>
          <span className="sr-only">{fillName(labels.remove, name)}</span>
        </button>
      </div>
      <QuantityStepper
        quantity={quantity}
        stock={product.stock}
        locale={locale}
        disabled={isLoading}
        onChange={change}
        labels={{
          increase: fillName(controls.increase, name),
          decrease: fillName(controls.decrease, name),
          group: fillName(controls.quantityOf, name),
        }}
      />
      <p className="w-28 shrink-0 text-end">
        <span className="sr-only">{labels.lineTotal} </span>
        <span className="font-bold text-espresso-900">{formatPrice(product.price * quantity, locale)}</span>
      </p>
    </li>
  );
}
