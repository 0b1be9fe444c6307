import type { Page } from '@playwright/test';
import { expect, expectDocumentLanguage } from '../fixtures';
import { apiURL, callAsShopper, createShopper } from './accounts';
import type { Lang } from './texts';
import { CART_TEXTS } from './texts-cart';
import { CHECKOUT_TEXTS } from './texts-checkout';

// The start of every online payment journey (payments.spec.ts, fawry.spec.ts): a new shopper with one line in
// the cart, signed in in the browser, on the checkout page with a new address filled in.

type Product = { id: number; price: number; stock: number; has_variants: boolean };

/** A plain product with stock to spare, for one line of two. */
async function pickProduct(): Promise<Product> {
  const { data } = (await (await fetch(`${apiURL}/products?per_page=100`)).json()) as { data: Product[] };
  const product = data.find((item) => !item.has_variants && item.stock >= 20);
  if (!product) throw new Error('the demo catalog has no product fit for the payment journey');
  return product;
}

/** A new shopper, signed in in the browser, with one line in the cart, on the checkout page's new-address form. */
export async function checkoutAsNewShopper(page: Page, lang: Lang) {
  const c = CART_TEXTS[lang];
  const k = CHECKOUT_TEXTS[lang];
  const shopper = await createShopper();
  const product = await pickProduct();
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [{ product_id: product.id, quantity: 1 }],
  });
  await page.goto('/login?routeBack=%2Fcheckout%2Fcheckout-payment');
  await page.getByLabel(c.loginField).fill(shopper.email);
  await page.getByLabel(c.passwordField, { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: c.loginSubmit, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/checkout-payment$/, { timeout: 30_000 });
  await expectDocumentLanguage(page, lang);
  await page.getByLabel(k.recipientName).fill('Mona Salem');
  await page.getByLabel(k.mobile).fill(shopper.mobile);
  await page.getByLabel(k.governorate).selectOption({ label: k.cairo });
  const city = page.getByLabel(k.city, { exact: true });
  await expect(city).toBeEnabled();
  await city.selectOption({ index: 1 });
  await page.getByLabel(k.street, { exact: true }).fill('12 Talaat Harb');
  await page.getByLabel(k.addressTitle).fill('Home');
}
