import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiURL, confirmMobileByApi, createShopper } from './support/accounts';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import { ADMIN_TEXTS } from './support/texts-admin';
import { CART_TEXTS } from './support/texts-cart';
import { CHECKOUT_TEXTS } from './support/texts-checkout';
import { CONTENT_TEXTS } from './support/texts-content';
import { PARTNER_TEXTS } from './support/texts-partners';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A brand nobody applied with yet, and a contact no account has. */
function newApplicant() {
  const id = randomUUID().replaceAll('-', '');
  const digits = String(Number.parseInt(id.slice(0, 12), 16))
    .padStart(8, '0')
    .slice(-8);
  return {
    brand: `Roastery ${id.slice(0, 6)}`,
    nameAr: `محمصة ${id.slice(0, 6)}`,
    email: `partner-${id.slice(0, 12)}@example.com`,
    mobile: `011${digits}`,
  };
}
type Applicant = ReturnType<typeof newApplicant>;

/** The resend button (apps/web/messages) and the API's refusal of a second invitation within a minute. */
const RESEND = {
  en: {
    button: 'Send the invitation again',
    tooSoon: 'An invitation was sent less than a minute ago. Wait a moment before sending another.',
  },
  ar: { button: 'أرسل الدعوة مرة أخرى', tooSoon: 'أُرسلت دعوة منذ أقل من دقيقة. انتظر قليلًا قبل إرسال أخرى.' },
};

/** The applicant sends the Become a partner form, with both documents, as a visitor does. */
async function applyOnPage(page: Page, lang: 'en' | 'ar', applicant: Applicant) {
  const c = CONTENT_TEXTS[lang];
  const form = page.getByRole('main');
  await page.goto('/become-partner');
  await form.getByLabel(c.brandName).fill(applicant.brand);
  await page
    .getByLabel(c.companyDescription)
    .fill(
      lang === 'ar'
        ? 'محمصة صغيرة في مصر الجديدة تحمّص البن الإثيوبي واليمني كل أسبوع.'
        : 'A small roastery in Heliopolis roasting Ethiopian and Yemeni coffee every week.',
    );
  await form.getByLabel(c.contactPerson).fill(lang === 'ar' ? 'مريم فتحي' : 'Mariam Fathy');
  await form.getByLabel(c.email).fill(applicant.email);
  await form.getByLabel(c.mobile).fill(applicant.mobile);
  await page
    .getByLabel(c.contract)
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page
    .getByLabel(c.taxCard)
    .setInputFiles({ name: 'tax-card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: c.sendApplication }).click();
  await expect(page.getByRole('status').filter({ hasText: c.partnerSuccess })).toBeVisible({
    timeout: 20_000,
  });
}

/** Staff find the application among the new ones and open it. */
async function openApplication(page: Page, lang: 'en' | 'ar', brand: string) {
  const p = PARTNER_TEXTS[lang];
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await page
    .locator('main')
    .getByRole('combobox', { name: p.statusLabel })
    .selectOption({ label: p.statusNew });
  await page.locator('main').getByRole('button', { name: p.show }).click();
  await expect(page).toHaveURL(/status=submitted/);
  await page.getByRole('link', { name: p.openOf(brand) }).click();
  await expect(page.getByRole('heading', { level: 1, name: p.detailTitle })).toBeVisible();
}

/** The invitation link, read from the dev outbox as the new seller reads their mail. */
async function invitationLink(email: string): Promise<string> {
  const response = await fetch(`${apiURL}/dev/outbox?${new URLSearchParams({ to: email })}`);
  const mails = (await response.json()).data as { template: string; body: string }[];
  const mail = mails.find((item) => item.template === 'seller.invitation');
  const link = mail && /https?:\/\/\S+\/set-password\?token=\S+/.exec(mail.body)?.[0];
  expect(link, `an invitation mail to ${email}`).toBeTruthy();
  return link!;
}

test('a partner applies, staff approve, the new seller sets a password, lists a product, a shopper buys it and the seller prepares it', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Five people's pages, a product, a checkout and an order through two statuses on a busy two-core machine.
  test.setTimeout(420_000);
  const p = PARTNER_TEXTS[lang];
  const a = ADMIN_TEXTS[lang];
  const applicant = newApplicant();

  await test.step('the partner applies on /become-partner', async () => {
    await applyOnPage(page, lang, applicant);
  });

  const staff = await newPage(browser, lang);
  await test.step('staff open the application and its private contract', async () => {
    await logIn(staff, a, STAFF, '/admin/partners');
    await expect(staff.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await audit(staff, `admin-partners-${lang}`, testInfo);
    await openApplication(staff, lang, applicant.brand);
    await audit(staff, `admin-partner-${lang}`, testInfo);
    const href = await staff.getByRole('link', { name: p.contractLink }).getAttribute('href');
    const contract = await staff.request.get(href!);
    expect(contract.status()).toBe(200);
    expect(contract.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await contract.body()).equals(PDF)).toBe(true);
    // The applicant's own browser (no staff session) gets nothing.
    expect((await page.request.get(href!)).status()).toBe(401);
  });

  await test.step('staff approve it, after a mistyped latitude is pointed out', async () => {
    await staff.getByLabel(p.nameAr).fill(applicant.nameAr);
    await staff.getByLabel(p.governorate).selectOption({ label: p.cairo });
    const city = staff.getByRole('combobox', { name: p.city });
    await expect(city).toBeEnabled();
    await city.selectOption({ index: 1 });
    await staff.getByLabel(p.latitude).fill('300.09');
    await staff.getByLabel(p.longitude).fill('31.3225');
    await staff.getByRole('button', { name: p.approve }).click();
    await expect(staff.getByText(p.invalidLatitude)).toBeVisible();
    await staff.getByLabel(p.latitude).fill('30.0911');
    await staff.getByRole('button', { name: p.approve }).click();
    await expect(staff.locator('main header').getByText(p.approved)).toBeVisible({ timeout: 20_000 });
    await audit(staff, `admin-partner-approved-${lang}`, testInfo);
  });

  const resend = staff.getByRole('button', { name: RESEND[lang].button });
  await test.step('staff may send the invitation again, but not within a minute of the last', async () => {
    await expect(resend).toBeVisible();
    await resend.click();
    await expect(staff.getByRole('alert').filter({ hasText: RESEND[lang].tooSoon })).toBeVisible();
  });

  const link = await invitationLink(applicant.email);
  const seller = await newPage(browser, lang);
  await test.step('the new seller sets a password from the emailed link', async () => {
    await seller.goto(link);
    await expect(seller.getByRole('heading', { level: 1, name: p.setPasswordTitle })).toBeVisible();
    await audit(seller, `set-password-${lang}`, testInfo);
    await seller.getByLabel(p.newPassword, { exact: true }).fill('roast-master-7');
    await seller.getByLabel(p.confirmPassword, { exact: true }).fill('roast-master-7');
    await seller.getByRole('button', { name: p.setPassword }).click();
    await expect(seller.getByText(p.passwordSet)).toBeVisible();
    await expect(seller).toHaveURL(/\/login/);
  });

  await test.step('they sign in to the seller portal under their brand', async () => {
    await logIn(seller, a, { email: applicant.email, password: 'roast-master-7' }, '/seller/products');
    await expect(seller.getByRole('heading', { level: 1, name: a.myProducts })).toBeVisible();
    await expect(seller.getByText(lang === 'ar' ? applicant.nameAr : applicant.brand).first()).toBeVisible();
  });

  await test.step('once the password is set, there is no invitation to send again', async () => {
    await staff.reload();
    await expect(staff.getByRole('heading', { level: 1, name: p.detailTitle })).toBeVisible();
    await expect(resend).toHaveCount(0);
  });

  await test.step('the link works once', async () => {
    const again = await newPage(browser, lang);
    await again.goto(link);
    await again.getByLabel(p.newPassword, { exact: true }).fill('another-pass-9');
    await again.getByLabel(p.confirmPassword, { exact: true }).fill('another-pass-9');
    await again.getByRole('button', { name: p.setPassword }).click();
    await expect(again.getByRole('alert').filter({ hasText: p.usedLink })).toBeVisible();
    await again.context().close();
  });

  // A product only this run has, priced under the cash-on-delivery maximum.
  const n = a.newProduct;
  const product = {
    en: `${applicant.brand} Sidamo`,
    ar: `${applicant.nameAr} سيدامو`,
    pounds: 185,
  };
  const shown = lang === 'ar' ? product.ar : product.en;
  await test.step('the new seller lists a product with a price and stock', async () => {
    await seller.goto('/seller/products/new');
    await expect(seller.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
    const form = seller.getByRole('form', { name: n.form });
    await form.getByLabel(n.nameEn).fill(product.en);
    await form.getByLabel(n.nameAr).fill(product.ar);
    await form.getByLabel(n.descriptionEn).fill('Jasmine, lemon and honey; roasted on Sundays.');
    await form.getByLabel(n.descriptionAr).fill('ياسمين وليمون وعسل؛ يُحمَّص أيام الأحد.');
    await form.getByLabel(n.category, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(n.subCategory, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(n.brand, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(a.price, { exact: true }).fill(String(product.pounds));
    await form.getByLabel(a.stock, { exact: true }).fill('12');
    await form.getByLabel(n.weight).fill('250');
    await form.getByRole('button', { name: n.create }).click();
    await expect(seller).toHaveURL(/\/seller\/products\/\d+$/, { timeout: 20_000 });
    await expect(seller.getByRole('heading', { level: 1, name: n.editTitle(shown) })).toBeVisible();
  });

  const c = CART_TEXTS[lang];
  const k = CHECKOUT_TEXTS[lang];
  const shopper = await createShopper();
  // A returning shopper: their mobile confirmed for cash on delivery once (cod.spec.ts plays the first time).
  await confirmMobileByApi(shopper.accessToken, shopper.mobile);
  const buyer = await newPage(browser, lang);
  let orderNumber = '';
  await test.step('a shopper finds it by searching, and buys it cash on delivery', async () => {
    await buyer.goto(`/products?${new URLSearchParams({ query: shown })}`);
    const card = buyer.getByRole('main').getByRole('article').filter({ hasText: shown });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: shown }).first().click();
    await expect(buyer).toHaveURL(/\/single-product\/\d+$/);
    await expect(buyer.getByRole('heading', { level: 1, name: shown })).toBeVisible();
    await expect(async () => {
      await buyer.getByRole('button', { name: c.addToCart(shown), exact: true }).click({ timeout: 2_000 });
      await expect(buyer.getByRole('group', { name: c.quantityOf(shown), exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass();
    await buyer.goto('/checkout/cart');
    await buyer.getByRole('main').getByRole('link', { name: k.proceed }).click();
    await expect(buyer).toHaveURL(/\/login\?routeBack=/);
    await buyer.getByLabel(c.loginField).fill(shopper.email);
    await buyer.getByLabel(c.passwordField, { exact: true }).fill(shopper.password);
    await buyer.getByRole('button', { name: c.loginSubmit, exact: true }).click();
    await expect(buyer).toHaveURL(/\/checkout\/checkout-payment$/, { timeout: 30_000 });
    await buyer.getByLabel(k.recipientName).fill('Omar Nabil');
    await buyer.getByLabel(k.mobile).fill(shopper.mobile);
    await buyer.getByLabel(k.governorate).selectOption({ label: k.cairo });
    const city = buyer.getByLabel(k.city, { exact: true });
    await expect(city).toBeEnabled();
    await city.selectOption({ index: 1 });
    await buyer.getByLabel(k.street, { exact: true }).fill('7 Baghdad Street');
    await buyer.getByLabel(k.addressTitle).fill('Home');
    await buyer.getByRole('radio', { name: new RegExp(k.cashOnDelivery) }).check();
    // Cash adds its fee to the summary, which moves the button down: press it once the figures are priced.
    const summary = buyer.getByRole('complementary', { name: k.summaryTitle });
    await expect(summary.locator('dl > div').filter({ hasText: k.codFee })).toBeVisible();
    await buyer.getByRole('button', { name: k.placeOrder }).click();
    await expect(buyer).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}$/, { timeout: 30_000 });
    orderNumber = new URL(buyer.url()).searchParams.get('order') ?? '';
    await expect(buyer.getByRole('heading', { level: 1, name: k.successTitle })).toBeVisible();
    await expect(buyer.getByRole('main').getByRole('link', { name: shown })).toBeVisible();
  });

  await test.step('staff accept the order', async () => {
    await staff.goto(`/admin/orders?${new URLSearchParams({ q: orderNumber })}`);
    await staff.getByRole('link', { name: a.openOrder(orderNumber) }).click();
    await expect(staff.getByRole('heading', { level: 1, name: a.orderTitle(orderNumber) })).toBeVisible();
    await staff.getByLabel(a.nextStatus).selectOption({ label: a.statuses[1]! });
    await staff.getByRole('button', { name: a.move }).click();
    await expect(staff.locator('main').getByText(a.statuses[1]!, { exact: true }).first()).toBeVisible();
    // The line waits for its seller, and staff can see it does (issue 26, item 4).
    await expect(staff.getByTestId('line-seller-state')).toHaveText(a.lineAtSeller.waiting);
  });

  await test.step('the seller sees the line to prepare and marks it ready', async () => {
    await seller.goto('/seller/orders');
    await expect(seller.getByRole('heading', { level: 1, name: a.sellerOrders })).toBeVisible();
    const ready = seller.getByRole('button', { name: a.markReadyOf(shown, orderNumber) });
    await expect(ready).toBeVisible();
    await audit(seller, `seller-orders-line-${lang}`, testInfo);
    await ready.click();
    await expect(seller.getByText(a.lineReady(shown))).toBeVisible();
    await seller.reload();
    await expect(seller.getByRole('button', { name: a.markReadyOf(shown, orderNumber) })).toHaveCount(0);
  });

  await test.step('staff see the line marked ready at its seller, and when', async () => {
    await staff.reload();
    const state = staff.getByTestId('line-seller-state');
    await expect(state).toHaveAttribute('data-state', 'ready');
    await expect(state).toContainText(a.lineAtSeller.readySince);
    await audit(staff, `admin-order-line-ready-${lang}`, testInfo);
  });

  await buyer.context().close();
  await staff.context().close();
  await seller.context().close();
});

/** The page where an account's owner accepts an approved application made with their email. */
const ACCEPT = {
  en: {
    title: 'Run your seller account',
    accept: 'Accept and run the shop',
    accepted: (brand: string) => `You now run ${brand} on Bunn.`,
    toPortal: 'Open the seller portal',
  },
  ar: {
    title: 'إدارة حساب البائع',
    accept: 'موافقة وإدارة المتجر',
    accepted: (brand: string) => `أصبحت تدير ${brand} في بُنّ.`,
    toPortal: 'افتح بوابة البائع',
  },
};

test('an application with an existing account’s email makes it a seller only once its owner, signed in, accepts', async ({
  page,
  browser,
  lang,
}) => {
  test.setTimeout(240_000);
  const p = PARTNER_TEXTS[lang];
  const a = ADMIN_TEXTS[lang];
  const owner = await createShopper();
  // Anyone can type the owner's email into the form.
  const applicant = { ...newApplicant(), email: owner.email };
  await applyOnPage(page, lang, applicant);

  const staff = await newPage(browser, lang);
  await logIn(staff, a, STAFF, '/admin/partners');
  await openApplication(staff, lang, applicant.brand);
  await staff.getByLabel(p.nameAr).fill(applicant.nameAr);
  await staff.getByLabel(p.governorate).selectOption({ label: p.cairo });
  const city = staff.getByRole('combobox', { name: p.city });
  await expect(city).toBeEnabled();
  await city.selectOption({ index: 1 });
  await staff.getByLabel(p.latitude).fill('30.0911');
  await staff.getByLabel(p.longitude).fill('31.3225');
  await staff.getByRole('button', { name: p.approve }).click();
  await expect(staff.locator('main header').getByText(p.approved)).toBeVisible({ timeout: 20_000 });
  await staff.context().close();

  // The owner's mail links to the page that accepts; opened without a session, it asks to log in first.
  const response = await fetch(`${apiURL}/dev/outbox?${new URLSearchParams({ to: owner.email })}`);
  const mails = (await response.json()).data as { template: string; body: string }[];
  const link = mails
    .filter((mail) => mail.template === 'seller.accept')
    .map((mail) => /https?:\/\/[^/\s]+(\/become-partner\/accept\?application=\d+)/.exec(mail.body)?.[1])[0];
  expect(link, `an acceptance mail to ${owner.email}`).toBeTruthy();
  expect(mails.map((mail) => mail.template)).not.toContain('seller.invitation');

  const ownerPage = await newPage(browser, lang);
  await ownerPage.goto(link!);
  await expect(ownerPage).toHaveURL(/\/login/);
  await logIn(ownerPage, a, { email: owner.email, password: owner.password }, link);
  await expect(ownerPage.getByRole('heading', { level: 1, name: ACCEPT[lang].title })).toBeVisible();
  await ownerPage.getByRole('button', { name: ACCEPT[lang].accept }).click();
  const brand = lang === 'ar' ? applicant.nameAr : applicant.brand;
  await expect(ownerPage.getByRole('status').filter({ hasText: ACCEPT[lang].accepted(brand) })).toBeVisible();
  await ownerPage.getByRole('link', { name: ACCEPT[lang].toPortal }).click();
  await ownerPage.goto('/seller/products');
  await expect(ownerPage.getByRole('heading', { level: 1, name: a.myProducts })).toBeVisible();
  await ownerPage.context().close();
});

test('staff reject an application behind a confirmation that Escape cancels', async ({
  page,
  lang,
}, testInfo) => {
  const p = PARTNER_TEXTS[lang];
  const applicant = newApplicant();
  await applyOnPage(page, lang, applicant);
  await page.context().clearCookies();
  await logIn(page, ADMIN_TEXTS[lang], STAFF, '/admin/partners');
  await openApplication(page, lang, applicant.brand);
  await page
    .getByLabel(p.reason)
    .fill(lang === 'ar' ? 'نحتاج إلى شهادة سلامة الغذاء أولًا.' : 'We need a food-safety certificate first.');
  await page.getByRole('button', { name: p.reject }).click();
  const dialog = page.getByRole('dialog', { name: p.confirmReject });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: p.keep })).toBeFocused();
  await audit(page, `admin-partner-reject-dialog-${lang}`, testInfo);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: p.reject }).click();
  await dialog.getByRole('button', { name: p.confirm }).click();
  await expect(page.locator('main header').getByText(p.rejected).first()).toBeVisible({
    timeout: 20_000,
  });
});
