import { expect, test } from './fixtures';
import { checkoutAsNewShopper } from './support/checkout-journey';
import { expectSameFrame, photograph } from './support/looks';
import { CHECKOUT_TEXTS } from './support/texts-checkout';
import { FAWRY_TEXTS } from './support/texts-fawry';

// Pay at Fawry against the simulator's FawryPay (npm start runs it when no Fawry keys are set): the order
// waits with a reference code; the simulator's outlet takes the cash and FawryPay's notification places it.

const simulatorURL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? '4400'}`;
const ARABIC_DIGIT = /[٠-٩]/;

test('pay at Fawry: the code, amount and deadline shown; paid at the outlet, the order is placed', async ({
  page,
  lang,
}) => {
  test.setTimeout(120_000);
  const f = FAWRY_TEXTS[lang];
  await checkoutAsNewShopper(page, lang);
  await page.getByRole('radio', { name: new RegExp(f.method) }).check();
  await page.getByRole('button', { name: CHECKOUT_TEXTS[lang].placeOrder }).click();

  // No gateway page: the store's own success page says what to pay, where and by when.
  await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
  await photograph(page, `fawry-success-${lang}`);
  const code = page.getByTestId('fawry-code');
  const reference = (await code.getByTestId('fawry-reference').textContent()) ?? '';
  expect(reference).toMatch(/^\d{8,10}$/);
  await expect(code.getByTestId('fawry-deadline')).toContainText(f.cairoTime);
  await expect(code.getByText(f.howApp)).toBeVisible();
  if (lang === 'ar') {
    // One digit system on the page: the amount and the deadline in Arabic digits.
    await expect(code.getByTestId('fawry-amount')).toHaveText(ARABIC_DIGIT);
    await expect(code.getByTestId('fawry-deadline')).toHaveText(ARABIC_DIGIT);
  } else {
    await expect(code.getByTestId('fawry-amount')).toHaveText(/^EGP\s[\d,]+\.\d{2}$/);
  }
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';

  // The order page shows the same code while it waits.
  await page.goto(`/profile/order-history/${orderNumber}`);
  await expect(page.getByTestId('fawry-reference')).toHaveText(reference);
  await photograph(page, `fawry-order-${lang}`);
  // In the same frame as the order's other cards, the payment's beside it.
  await expectSameFrame(
    page,
    page.getByTestId('fawry-code'),
    page.locator('section[aria-labelledby="order-payment"]'),
  );

  // At the outlet (the simulator's counter): the cashier finds the bill by its number and takes the cash.
  await page.goto(`${simulatorURL}/fawry/outlet`);
  await page.getByLabel('Reference number').fill(reference);
  await page.getByRole('button', { name: 'Find the bill' }).click();
  await page.getByRole('button', { name: 'Paid at outlet' }).click();
  await expect(page.locator('[data-status]')).toHaveText('PAID');

  // FawryPay's signed notification placed the order: the page says so, the code is gone.
  await expect(async () => {
    await page.goto(`/profile/order-history/${orderNumber}`);
    await expect(page.locator('#order-payment').locator('..')).toContainText(f.paid, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(f.placed).first()).toBeVisible();
  await expect(page.getByTestId('fawry-code')).toHaveCount(0);
});
