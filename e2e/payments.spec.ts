import type { Page } from '@playwright/test';
import { expect, expectDocumentLanguage, test } from './fixtures';
import { checkoutAsNewShopper } from './support/checkout-journey';
import type { Lang } from './support/texts';
import { CHECKOUT_TEXTS } from './support/texts-checkout';
import { PAYMENT_TEXTS } from './support/texts-payments';

// Paying online against the local simulators of PayTabs and OPay (npm start runs them when no gateway keys
// are set): the store sends the shopper to the gateway's page, the gateway's answer brings them back.

/** Chooses the method, places the order and lands on the gateway's page (not the store's). */
async function placeAndGoToGateway(page: Page, lang: Lang, method: string, gateway: RegExp) {
  const k = CHECKOUT_TEXTS[lang];
  await page.getByRole('radio', { name: new RegExp(method) }).check();
  await page.getByRole('button', { name: k.placeOrder }).click();
  await expect(page).toHaveURL(gateway, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('card: paid on the gateway page, the success page says Payment successful', async ({ page, lang }) => {
  test.setTimeout(120_000);
  const p = PAYMENT_TEXTS[lang];
  await checkoutAsNewShopper(page, lang);
  await placeAndGoToGateway(page, lang, p.card, /\/paytabs\/payment\/page\//);
  await page.getByRole('button', { name: p.gatewayPay }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}&payment=success$/, {
    timeout: 30_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: CHECKOUT_TEXTS[lang].successTitle }),
  ).toBeVisible();
  await expect(page.getByText(p.paymentSuccessful).first()).toBeVisible();

  // Changed their mind: canceled from the order's page, the payment goes back to the store wallet at once.
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  await page.goto(`/profile/order-history/${orderNumber}`);
  await page.getByRole('button', { name: p.cancelOrder }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: p.refundToWallet }).check();
  await dialog.getByRole('button', { name: p.cancelConfirm }).click();
  await expect(page.getByText(p.canceledToast)).toBeVisible();
  await expect(page.getByRole('button', { name: p.cancelOrder })).toHaveCount(0);
});

test('card: declined says Payment failed; trying again pays', async ({ page, lang }) => {
  test.setTimeout(120_000);
  const p = PAYMENT_TEXTS[lang];
  await checkoutAsNewShopper(page, lang);
  await placeAndGoToGateway(page, lang, p.card, /\/paytabs\/payment\/page\//);
  await page.getByRole('button', { name: p.gatewayDecline }).click();
  await expect(page).toHaveURL(/\/checkout\/checkout-payment\?order=CM-\d{4}-\d{6,}&payment=failed$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: p.paymentFailed })).toBeVisible();
  await page.getByRole('button', { name: p.payAgain }).click();
  await expect(page).toHaveURL(/\/paytabs\/payment\/page\//, { timeout: 30_000 });
  await page.getByRole('button', { name: p.gatewayPay }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}&payment=success$/, {
    timeout: 30_000,
  });
  await expect(page.getByText(p.paymentSuccessful).first()).toBeVisible();
});

test('OPay: canceled on the cashier page lands on /api/opay/cancel, which offers to pay again', async ({
  page,
  lang,
}) => {
  test.setTimeout(120_000);
  const p = PAYMENT_TEXTS[lang];
  await checkoutAsNewShopper(page, lang);
  await placeAndGoToGateway(page, lang, p.opay, /\/opay\/cashier\//);
  await page.getByRole('button', { name: p.gatewayCancel }).click();
  await expect(page).toHaveURL(/\/api\/opay\/cancel\?order=CM-\d{4}-\d{6,}$/, { timeout: 30_000 });
  await expectDocumentLanguage(page, lang);
  await expect(page.getByRole('heading', { level: 1, name: p.canceledTitle })).toBeVisible();
  await page.getByRole('link', { name: p.payAgainOrChoose }).click();
  await expect(page).toHaveURL(/\/checkout\/checkout-payment\?order=CM-\d{4}-\d{6,}&payment=failed$/);
  await page.getByRole('button', { name: p.payAgain }).click();
  await expect(page).toHaveURL(/\/opay\/cashier\//, { timeout: 30_000 });
  await page.getByRole('button', { name: p.gatewayPay }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}&payment=success$/, {
    timeout: 30_000,
  });
});
