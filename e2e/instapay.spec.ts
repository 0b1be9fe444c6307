import path from 'node:path';
import { expect, test } from './fixtures';
import { ADMIN, logIn, newPage, STAFF } from './support/backoffice';
import { checkoutAsNewShopper } from './support/checkout-journey';
import { expectSameFrame, photograph } from './support/looks';
import { ADMIN_TEXTS } from './support/texts-admin';
import { CHECKOUT_TEXTS } from './support/texts-checkout';
import { INSTAPAY_TEXTS } from './support/texts-instapay';

// InstaPay: an admin sets the store's address; the shopper picks InstaPay, sees where to transfer, how much
// and with what note, uploads a screenshot; staff find the transfer and confirm it; the order is placed and paid.

const ADDRESS = 'bunn.coffee@instapay';
const SCREENSHOT = path.join(__dirname, 'fixtures', 'instapay-transfer.png');
const ARABIC_DIGIT = /[٠-٩]/;

test('InstaPay: address, amount and note shown, screenshot sent, staff confirm, the order is placed and paid', async ({
  page,
  browser,
  lang,
}) => {
  test.setTimeout(150_000);
  const i = INSTAPAY_TEXTS[lang];
  const a = ADMIN_TEXTS[lang];

  // An admin sets the store's InstaPay address: the method is offered from then on.
  const admin = await newPage(browser, lang);
  await logIn(admin, a, ADMIN, '/admin/settings');
  await admin.getByLabel(i.addressLabel).fill(ADDRESS);
  await admin.getByRole('button', { name: i.addressSave }).click();
  await expect(admin.getByText(i.addressSaved)).toBeVisible();
  await admin.close();

  await checkoutAsNewShopper(page, lang);
  await page.getByRole('radio', { name: new RegExp(i.method) }).check();
  await page.getByRole('button', { name: CHECKOUT_TEXTS[lang].placeOrder }).click();

  // No gateway page: the success page says where to transfer, how much, with what note.
  await expect(page).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: i.title })).toBeVisible();
  await photograph(page, `instapay-success-${lang}`);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  const box = page.getByTestId('instapay-transfer');
  await expect(box.getByTestId('instapay-address')).toHaveText(ADDRESS);
  await expect(box.getByTestId('instapay-note')).toHaveText(orderNumber);
  if (lang === 'ar') await expect(box.getByTestId('instapay-amount')).toHaveText(ARABIC_DIGIT);
  else await expect(box.getByTestId('instapay-amount')).toHaveText(/^EGP\s[\d,]+\.\d{2}$/);
  // In the same frame as the page's other cards.
  await expectSameFrame(page, box, page.locator('section[aria-labelledby="success-address"]'));

  await box.getByLabel(i.screenshot).setInputFiles(SCREENSHOT);
  await box.getByRole('button', { name: i.send }).click();
  await expect(page.getByTestId('instapay-proof-sent')).toContainText(i.sent, { timeout: 15_000 });
  // When it was sent, in the page's date format and digits (one digit system on an Arabic page).
  const sentAt = page.getByTestId('instapay-proof-sent').getByText(i.sentAt);
  if (lang === 'ar') await expect(sentAt).toHaveText(/^[^0-9]*[٠-٩][^0-9]*$/);
  else await expect(sentAt).toHaveText(/^Proof sent: [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await photograph(page, `instapay-proof-sent-${lang}`);
  // The shopper can open the screenshot again (their session only: the API answers anyone else 404).
  const own = page.getByTestId('instapay-proof-sent').getByRole('link', { name: i.viewScreenshot });
  const opened = await page.request.get((await own.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);

  // Staff find the transfer in the queue and confirm it.
  const staff = await newPage(browser, lang);
  await logIn(staff, a, STAFF, '/admin/instapay');
  const row = staff.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: i.confirm }).click();
  await expect(staff.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0, { timeout: 15_000 });

  // The shopper's order page: placed and paid, nothing left to transfer.
  await page.goto(`/profile/order-history/${orderNumber}`);
  await expect(page.locator('#order-payment').locator('..')).toContainText(i.paid);
  await expect(page.getByText(i.placed).first()).toBeVisible();
  await expect(page.getByTestId('instapay-transfer')).toHaveCount(0);
});
