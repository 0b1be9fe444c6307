import type { Locator, Page } from '@playwright/test';
import { amountsIn, expect, test } from './fixtures';
import { callAsShopper, createShopper } from './support/accounts';
import { logIn } from './support/backoffice';
import { listProducts, orderCartByApi } from './support/orders';
import type { Lang, Texts } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

// Issue 26, item 3: a product's own sale price reads the same everywhere. The lines show what each costs now
// with the was-price struck through; the subtotal is those lines added up; what the sale saves is said once,
// under the total — on the cart, at checkout, on the order and on its invoice.

/** What this journey reads, written apart from the message files on purpose (see support/texts.ts). */
const TEXTS: Record<
  Lang,
  { cartSummary: string; checkoutSummary: string; orderSummary: string; subtotal: string; youSave: RegExp }
> = {
  en: {
    cartSummary: 'Order summary',
    checkoutSummary: 'Order summary',
    orderSummary: 'Summary',
    subtotal: 'Subtotal',
    youSave: /^You save EGP\s?[\d,.]+$/,
  },
  ar: {
    cartSummary: 'ملخص الطلب',
    checkoutSummary: 'ملخص الطلب',
    orderSummary: 'الملخص',
    subtotal: 'المجموع الفرعي',
    // The price comes wrapped in right-to-left marks (U+200F) by the locale's formatter.
    youSave: /^قيمة التوفير: \u200f?[٠-٩٬٫]+\s?ج\.م\.?\u200f?$/,
  },
};

/** The amount (piastres) printed beside `label` in a figures table. */
async function figure(scope: Locator, label: string, t: Texts): Promise<number> {
  const row = scope
    .locator('div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .last();
  return Math.round(amountsIn((await row.textContent()) ?? '', t)[0]! * 100);
}

async function savings(scope: Locator, pattern: RegExp, t: Texts): Promise<number> {
  const said = scope.getByTestId('figures-savings');
  await expect(said).toHaveText(pattern);
  return Math.round(amountsIn((await said.textContent()) ?? '', t)[0]! * 100);
}

/** The figures (not the product names, which are the seller's text) in the page's digits. */
async function expectNoLatinDigits(page: Page, scope: Locator, lang: Lang) {
  const figures = [
    await scope.locator('dl').last().textContent(),
    await scope.getByTestId('figures-savings').textContent(),
  ];
  if (lang === 'ar') expect(figures.join(' ')).not.toMatch(/[0-9]/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('figures: a product on sale reads the same on the cart, at checkout, on the order and its invoice', async ({
  page,
  lang,
  t,
}) => {
  test.setTimeout(120_000);
  const k = TEXTS[lang];
  const onSale = (await listProducts(lang, { on_sale: 'true' })).find(
    (product) => !product.has_variants && product.stock >= 5 && product.beforeDiscount !== null,
  );
  const regular = (await listProducts(lang, { sort: 'price_asc' })).find(
    (product) => !product.has_variants && product.stock >= 5 && product.beforeDiscount === null,
  );
  if (!onSale || !regular) throw new Error('the demo catalog has no product fit for the figures journey');
  const shopper = await createShopper();
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [
      { product_id: onSale.id, quantity: 2 },
      { product_id: regular.id, quantity: 1 },
    ],
  });
  // What the lines cost as shown, and what the sale takes off the was-prices.
  const linesTotal = 2 * onSale.price + regular.price;
  const saved = 2 * (onSale.beforeDiscount! - onSale.price);

  await test.step('the cart: the lines add up to the subtotal, and the sale is said once', async () => {
    await logIn(page, ADMIN_TEXTS[lang], shopper, '/checkout/cart');
    const summary = page.getByRole('region', { name: k.cartSummary });
    await expect(summary).toBeVisible();
    expect(await figure(summary, k.subtotal, t)).toBe(linesTotal);
    expect(await savings(summary, k.youSave, t)).toBe(saved);
    await expectNoLatinDigits(page, summary, lang);
  });

  await test.step('checkout: the same subtotal and savings, the sale line with its was-price struck through', async () => {
    await page.goto('/checkout/checkout-payment');
    const summary = page.getByRole('complementary', { name: k.checkoutSummary });
    await expect(summary.getByTestId('figures-savings')).toBeVisible();
    expect(await figure(summary, k.subtotal, t)).toBe(linesTotal);
    expect(await savings(summary, k.youSave, t)).toBe(saved);
    const was = summary.getByTestId('line-was');
    await expect(was).toHaveCount(1);
    expect(Math.round(amountsIn((await was.textContent()) ?? '', t)[0]! * 100)).toBe(
      2 * onSale.beforeDiscount!,
    );
    await expectNoLatinDigits(page, summary, lang);
  });

  const order = await orderCartByApi(lang, shopper);

  await test.step('the order: its page reads as the checkout did, and the total is what it charged', async () => {
    await page.goto(`/profile/order-history/${order.number}`);
    const summary = page.getByRole('region', { name: k.orderSummary });
    expect(await figure(summary, k.subtotal, t)).toBe(linesTotal);
    expect(await savings(summary, k.youSave, t)).toBe(saved);
    const total = Math.round(
      amountsIn((await summary.locator('dl > div').last().textContent()) ?? '', t)[0]! * 100,
    );
    expect(total).toBe(order.DiscountedTotal);
    // Cash on delivery carries the store's fee (EGP 10 by default), its own line of the summary.
    expect(linesTotal + order.Shipping_Fees + order.cod_fee).toBe(order.DiscountedTotal);
    await expect(page.getByTestId('line-was')).toHaveCount(1);
    await expectNoLatinDigits(page, summary, lang);
  });

  await test.step('the invoice: the same subtotal', async () => {
    await page.goto(`/profile/order-history/${order.number}/invoice`);
    const totals = page.getByTestId('invoice-totals');
    expect(await figure(totals, k.subtotal, t)).toBe(linesTotal);
  });
});
