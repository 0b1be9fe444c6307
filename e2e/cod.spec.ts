import { expect, expectDocumentLanguage, test } from './fixtures';
import { callAsShopper, createShopper, readTextedCode, toE164 } from './support/accounts';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import { findProduct } from './support/orders';
import type { Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';
import { CART_TEXTS } from './support/texts-cart';
import { CHECKOUT_TEXTS } from './support/texts-checkout';

/**
 * What the cash-on-delivery journey reads on the page, in each language; written apart from the message files
 * on purpose (see texts.ts). The fee is the store's default, EGP 10.
 */
const COD_TEXTS: Record<
  Lang,
  {
    fee: string;
    feeAmount: RegExp;
    confirmTitle: string;
    send: string;
    code: string;
    confirm: string;
    /** The back office's customer page. */
    codSection: string;
    offered: string;
    oneOnAccount: string;
    noneOnAccount: string;
    record: string;
    recorded: (number: string) => string;
    clear: string;
    cleared: RegExp;
    yes: string;
  }
> = {
  en: {
    fee: 'Cash on delivery fee',
    feeAmount: /^EGP\s10(\.00)?$/,
    confirmTitle: 'Confirm your mobile number',
    send: 'Text me a code',
    code: 'Code from the text message',
    confirm: 'Confirm and place order',
    codSection: 'Cash on delivery',
    offered: 'Cash on delivery is offered to this customer.',
    oneOnAccount: 'One refused cash delivery counts against the account itself.',
    noneOnAccount: 'No refused cash delivery counts against the account itself.',
    record: 'Record a refused delivery',
    recorded: (number) => `Order ${number} is recorded as refused.`,
    clear: 'Clear refusals',
    cleared: /^The refusals are cleared: cash on delivery is offered to .+ again\.$/,
    yes: 'Yes, continue',
  },
  ar: {
    fee: 'رسوم الدفع عند الاستلام',
    feeAmount: /(^|[^\d٠-٩])١٠(?![\d٠-٩])/,
    confirmTitle: 'أكّد رقم موبايلك',
    send: 'أرسل لي رمزًا',
    code: 'الرمز الذي وصلك في الرسالة',
    confirm: 'أكّد وأرسل الطلب',
    codSection: 'الدفع عند الاستلام',
    offered: 'الدفع عند الاستلام متاح لهذا العميل.',
    oneOnAccount: 'تُحتسب على الحساب نفسه حالة رفض استلام واحدة.',
    noneOnAccount: 'لا تُحتسب على الحساب نفسه أي حالة رفض استلام.',
    record: 'تسجيل رفض استلام',
    recorded: (number) => `سُجِّل رفض استلام الطلب ${number}.`,
    clear: 'مسح حالات رفض الاستلام',
    cleared: /^مُسِحَت حالات رفض الاستلام: أصبح الدفع عند الاستلام متاحًا لـ.+ من جديد\.$/,
    yes: 'نعم، متابعة',
  },
};

test('cash on delivery: a first cash order asks for a code texted to the mobile; its fee is a line of the summary and the order; staff record it refused and clear it', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(240_000);
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

  await test.step('staff record the delivery refused on the customer page, then clear it', async () => {
    const a = ADMIN_TEXTS[lang];
    const staff = await newPage(browser, lang);
    await logIn(staff, a, STAFF, `/admin/customers?${new URLSearchParams({ q: shopper.email })}`);
    await staff.getByRole('link', { name: a.openCustomerPrefix }).first().click();
    const section = staff.getByTestId('customer-cod');
    await expect(staff.getByRole('heading', { level: 2, name: t.codSection })).toBeVisible();
    await expect(section.getByText(t.offered)).toBeVisible();
    await expect(section.getByText(t.noneOnAccount)).toBeVisible();
    // The order was placed (not yet delivered): staff mark it refused at the door, after a confirmation.
    await expect(section.getByRole('combobox')).toHaveValue(orderNumber);
    await section.getByRole('button', { name: t.record }).click();
    await staff.getByRole('dialog').getByRole('button', { name: t.yes }).click();
    await expect(staff.getByText(t.recorded(orderNumber))).toBeVisible({ timeout: 15_000 });
    await expect(section.getByText(t.oneOnAccount)).toBeVisible();
    await expect(section.getByText(orderNumber).first()).toBeVisible();
    await audit(staff, `admin-customer-cod-${lang}`, testInfo);

    await section.getByRole('button', { name: t.clear }).click();
    await staff.getByRole('dialog').getByRole('button', { name: t.yes }).click();
    await expect(staff.getByText(t.cleared)).toBeVisible({ timeout: 15_000 });
    await expect(section.getByText(t.noneOnAccount)).toBeVisible();
    await expect(section.getByRole('button', { name: t.clear })).toHaveCount(0);
    await staff.context().close();
  });
});
