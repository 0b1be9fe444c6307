import { expect, expectDocumentLanguage, test } from './fixtures';
import { callAsShopper, createShopper, readTextedCode, toE164 } from './support/accounts';
import { findProduct } from './support/orders';
import type { Lang } from './support/texts';
import { CART_TEXTS } from './support/texts-cart';
import { CHECKOUT_TEXTS } from './support/texts-checkout';

/**
 * What the cash-on-delivery journey reads on the page, in each language; written apart from the message files
 * on purpose (see texts.ts). The fee is the store's default, EGP 10.
 */
const COD_TEXTS: Record<
  Lang,
  { fee: string; feeAmount: RegExp; confirmTitle: string; send: string; code: string; confirm: string }
> = {
  en: {
    fee: 'Cash on delivery fee',
    feeAmount: /^EGP\s10(\.00)?$/,
    confirmTitle: 'Confirm your mobile number',
    send: 'Text me a code',
    code: 'Code from the text message',
    confirm: 'Confirm and place order',
  },
  ar: {
    fee: 'رسوم الدفع عند الاستلام',
    feeAmount: /(^|[^\d٠-٩])١٠(?![\d٠-٩])/,
    confirmTitle: 'أكّد رقم موبايلك',
    send: 'أرسل لي رمزًا',
    code: 'الرمز الذي وصلك في الرسالة',
    confirm: 'أكّد وأرسل الطلب',
  },
};

test('cash on delivery: a first cash order asks for a code texted to the mobile; its fee is a line of the summary and the order', async ({
  page,
  lang,
}) => {
  test.setTimeout(180_000);
  const c = CART_TEXTS[lang];
  const k = CHECKOUT_TEXTS[lang];
  const t = COD_TEXTS[lang];
  const main = page.getByRole('main');
  const product = await findProduct(
    lang,
    (item) => !item.has_variants && item.stock >= 3 && item.price < 500_000,
  );
  const shopper = await createShopper();
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [{ product_id: product.id, quantity: 1 }],
  });

  await test.step('the shopper signs in and chooses cash on delivery: its fee is its own line', async () => {
    await page.goto('/login?routeBack=%2Fcheckout%2Fcheckout-payment');
    await expectDocumentLanguage(page, lang);
    await page.getByLabel(c.loginField).fill(shopper.email);
    await page.getByLabel(c.passwordField, { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: c.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/checkout-payment$/, { timeout: 30_000 });
    await page.getByLabel(k.governorate).selectOption({ label: k.cairo });
    const city = page.getByLabel(k.city, { exact: true });
    await expect(city).toBeEnabled();
    await city.selectOption({ index: 1 });
    await page.getByLabel(k.street, { exact: true }).fill('12 Talaat Harb');
    await page.getByLabel(k.addressTitle).fill('Home');
    await expect(page.getByLabel(k.mobile)).toHaveValue(shopper.mobile);

    const summary = page.getByRole('complementary', { name: k.summaryTitle });
    await expect(summary.getByText(t.fee, { exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: new RegExp(k.cashOnDelivery) }).check();
    const fee = summary.locator('dl > div').filter({ hasText: t.fee });
    await expect(fee).toBeVisible();
    await expect(fee.locator('dd')).toHaveText(t.feeAmount);
  });

  let orderNumber = '';
  await test.step('placing it asks for a code texted to the mobile; the code places the order', async () => {
    await page.getByRole('button', { name: k.placeOrder }).click();
    const panel = page.getByTestId('mobile-code-panel');
    await expect(panel.getByText(t.confirmTitle)).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByText(toE164(shopper.mobile)).first()).toBeVisible();
    await panel.getByRole('button', { name: t.send }).click();
    await expect(panel.getByRole('status')).toContainText(toE164(shopper.mobile));
    // The shopper reads the text on their phone: the SMS provider's simulator received it.
    const code = await readTextedCode(shopper.mobile);
    await panel.getByLabel(t.code).fill(code);
    await panel.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}$/, { timeout: 30_000 });
    orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: k.successTitle })).toBeVisible();
  });

  await test.step("the order's page shows the fee as its own line", async () => {
    await page.goto('/profile/order-history');
    await main.getByRole('link', { name: new RegExp(orderNumber) }).click();
    await expect(page.getByRole('heading', { level: 1, name: k.orderTitle(orderNumber) })).toBeVisible();
    const fee = main.locator('dl > div').filter({ hasText: t.fee });
    await expect(fee).toBeVisible();
    await expect(fee.locator('dd')).toHaveText(t.feeAmount);
  });
});
