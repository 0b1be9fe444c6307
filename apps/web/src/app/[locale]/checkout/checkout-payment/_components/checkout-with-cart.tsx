'use client';

import type { CartDetails } from '@coffee/contracts/cart';
import { listPriceOf } from '@coffee/contracts/cart-figures';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { browserCart, useCart } from '@/features/cart/browser-cart';
import { type CartLineNaming, getLineName } from '@/features/cart/cart-labels';
import { keyOfLine } from '@/features/cart/cart-rules';
import type { CheckoutViewProps } from '@/features/checkout/checkout-view';

/**
 * The checkout itself (its steps, coupon, summary, placing) is a chunk of its own, fetched as soon as this
 * module runs in the browser, alongside the account's cart (which the view waits for in any case: a round trip
 * and its schema). The server draws it as before (loading, the empty cart or a failed payment); the browser
 * keeps that HTML until the chunk is in, so nothing moves. It keeps the checkout's first load in its budget.
 */
const loadView = () => import('@/features/checkout/checkout-view');
if (typeof window !== 'undefined') loadView().catch(() => undefined);
const CheckoutView = lazy(() => loadView().then((module) => ({ default: module.CheckoutView })));

type CheckoutWithCartProps = Omit<
  CheckoutViewProps,
  'lines' | 'cartLoading' | 'cartNotices' | 'cartVersion' | 'onFigures' | 'onPlaced'
> & { naming: CartLineNaming };

/**
 * The page's cart handed to the checkout (features do not import each other; the page joins them): its
 * lines as the checkout lists them, the priced figures written back onto the cart state (spec §4), and the
 * cart emptied once the order exists.
 */
export function CheckoutWithCart({ naming, ...props }: CheckoutWithCartProps) {
  const cartLines = useCart((state) => state.cartsProducts);
  const cartLoading = useCart((state) => state.isLoading);
  const adjustments = useCart((state) => state.adjustments);
  const cartNotices = useMemo(() => adjustments.map((adjustment) => adjustment.message), [adjustments]);
  const lines = useMemo(
    () =>
      cartLines.map((line) => ({
        key: keyOfLine(line),
        name: getLineName(line, naming),
        image: line.product.images[0],
        quantity: line.quantity,
        lineTotal: line.product.price * line.quantity,
        listTotal: listPriceOf(line.product) * line.quantity,
      })),
    [cartLines, naming],
  );
  const cartVersion = lines.map((line) => `${line.key}×${line.quantity}`).join(',');
  const onFigures = useCallback((figures: CartDetails) => browserCart.applySummary(figures), []);
  const onPlaced = useCallback(() => browserCart.reset(), []);

  return (
    <Suspense fallback={<LoadingPlaceholder label={props.labels.loading} />}>
      <CheckoutView
        {...props}
        lines={lines}
        cartLoading={cartLoading}
        cartNotices={cartNotices}
        cartVersion={cartVersion}
        onFigures={onFigures}
        onPlaced={onPlaced}
      />
    </Suspense>
  );
}
