import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { apiURL, callAsShopper, confirmMobileByApi, createShopper } from './support/accounts';
import { ADMIN, audit, logIn, newPage, SELLER, STAFF } from './support/backoffice';
import { ADMIN_TEXTS } from './support/texts-admin';

/** A shopper with a cash-on-delivery order (PLACED) of one demo product, made through the API. */
async function shopperWithOrder() {
  const shopper = await createShopper();
  // A returning shopper: their mobile confirmed for cash on delivery once (cod.spec.ts plays the first time).
  await confirmMobileByApi(shopper.accessToken, shopper.mobile);
  // A cheap product with stock to spare: cash on delivery has a maximum, and other journeys buy too.
  const products = await (await fetch(`${apiURL}/products?sort=price_asc&per_page=24`)).json();
  const product = (products.data as { id: number; stock: number; has_variants: boolean }[]).find(
    (candidate) => candidate.stock >= 5 && !candidate.has_variants,
  )!;
  const cities = await (await fetch(`${apiURL}/governorates/1/cities`)).json();
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [{ product_id: product.id, quantity: 1 }],
  });
  const response = await fetch(`${apiURL}/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shopper.accessToken}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      address: {
        title: 'Home',
        governorate_id: 1,
        city_id: cities.data[0].id,
        street: '12 Brazil Street',
        recipient_name: 'Mona Salem',
        mobile: shopper.mobile,
      },
      payment_method: 'cod',
      use_wallet: false,
    }),
  });
  expect(response.status).toBe(201);
  const order = (await response.json()).data as { number: string };
  return { shopper, number: order.number };
}

test('staff take an order from Placed to Delivered and the shopper sees every step', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(240_000);
  const a = ADMIN_TEXTS[lang];
  const { shopper, number } = await shopperWithOrder();
  const shopperPage = await newPage(browser, lang);
  await logIn(shopperPage, a, { email: shopper.email, password: shopper.password }, '/profile/order-history');

  await test.step('a shopper cannot open the back office', async () => {
    await shopperPage.goto('/admin/orders');
    await expect(shopperPage.getByRole('heading', { level: 1, name: a.notFound })).toBeVisible();
  });

  await test.step('staff find the order by its number', async () => {
    await logIn(page, a, STAFF, '/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: a.ordersTitle })).toBeVisible();
    await audit(page, `admin-orders-${lang}`, testInfo);
    const filters = page.locator('main');
    await filters.getByLabel(a.search).fill(number);
    await filters.getByRole('button', { name: a.apply }).click();
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await page.getByRole('link', { name: a.openOrder(number) }).click();
    await expect(page.getByRole('heading', { level: 1, name: a.orderTitle(number) })).toBeVisible();
    await audit(page, `admin-order-${lang}`, testInfo);
  });

  for (const [index, label] of a.statuses.slice(1).entries()) {
    await test.step(`staff move it to ${label}; the shopper sees it`, async () => {
      await page.getByLabel(a.nextStatus).selectOption({ label });
      await page.getByLabel(a.note).fill(`step ${index + 1}`);
      await page.getByRole('button', { name: a.move }).click();
      await expect(page.locator('main').getByText(label, { exact: true }).first()).toBeVisible();
      await shopperPage.goto(`/profile/order-history/${number}`);
      await expect(shopperPage.locator('main header').getByText(label, { exact: true })).toBeVisible();
    });
  }
  await expect(page.getByText(a.finalStatus)).toBeVisible();
  await shopperPage.context().close();
});

test('an admin finds a change by who made it, read in the page’s words, on a desktop and a phone', async ({
  page,
  lang,
}, testInfo) => {
  const a = ADMIN_TEXTS[lang];
  const { number } = await shopperWithOrder();
  const login = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  const staffToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  await callAsShopper(staffToken, 'POST', `/admin/orders/${number}/status`, { status: 'ACCEPT' });

  await logIn(page, a, ADMIN, '/admin/audit');
  await page.getByLabel(a.auditActor).fill('staff@coffee');
  await page.getByRole('button', { name: a.auditApply }).click();
  await expect(page).toHaveURL(/actor=staff%40coffee/);
  const table = page.getByRole('region', { name: /./ }).getByRole('table');
  const row = table.getByRole('row').filter({ hasText: number });
  // The status in the page's words, the actor's email whole and apart from the name, no raw codes.
  await expect(row).toContainText(`${a.statuses[0]} ${lang === 'ar' ? '←' : '→'} ${a.statuses[1]}`);
  await expect(row.locator('bdi', { hasText: STAFF.email })).toHaveText(STAFF.email);
  await expect(row).toContainText(a.auditEntityOrder);
  await expect(table).not.toContainText('PLACED');
  await expect(table).not.toContainText(ADMIN.email);
  await audit(page, `admin-audit-filtered-${lang}`, testInfo);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await audit(page, `admin-audit-phone-${lang}`, testInfo);
});

test('admins read the audit log, the customers and the settings', async ({ page, lang }, testInfo) => {
  // Four pages, each audited by axe (the settings page alone holds ~300 controls): 60 s ran out on a busy machine.
  test.setTimeout(150_000);
  const a = ADMIN_TEXTS[lang];
  await logIn(page, a, ADMIN, '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: a.auditTitle })).toBeVisible();
  await audit(page, `admin-audit-${lang}`, testInfo);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: a.customersTitle })).toBeVisible();
  await audit(page, `admin-customers-${lang}`, testInfo);
  await page.getByRole('link', { name: a.openCustomerPrefix }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: a.walletTitle })).toBeVisible();
  await audit(page, `admin-customer-${lang}`, testInfo);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: a.settingsTitle })).toBeVisible();
  await audit(page, `admin-settings-${lang}`, testInfo);
});

test('staff change a price and the storefront shows it on the next load', async ({
  page,
  lang,
}, testInfo) => {
  test.setTimeout(180_000);
  const a = ADMIN_TEXTS[lang];
  const listing = await (
    await fetch(`${apiURL}/products?per_page=24&lang=${lang === 'ar' ? 'ar-SA' : 'en-US'}`)
  ).json();
  const product = (listing.data as { id: number; name: string; price: number; has_variants: boolean }[]).find(
    (candidate) => !candidate.has_variants,
  )!;
  // A price the product does not have now (another run may have set one of them already).
  const pounds = [777, 778, 779].find((candidate) => candidate * 100 !== product.price)!;
  const shown =
    lang === 'ar' ? String(pounds).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!) : String(pounds);

  await logIn(page, a, STAFF, `/admin/products?q=${product.id}`);
  const form = page.getByRole('form', { name: a.pricingOf(product.name) });
  await expect(form).toBeVisible();
  await audit(page, `admin-products-${lang}`, testInfo);
  await form.getByLabel(a.price).fill(String(pounds));
  await form.getByRole('button', { name: a.save }).click();
  await expect(page.getByText(a.saved(product.name))).toBeVisible();

  await page.goto(`/single-product/${product.id}`);
  await expect(page.locator('main').getByText(shown).first()).toBeVisible();
});

test('a seller works in the seller portal and is kept out of the back office', async ({
  page,
  lang,
}, testInfo) => {
  const a = ADMIN_TEXTS[lang];
  await logIn(page, a, SELLER, '/seller/products');
  await expect(page.getByRole('heading', { level: 1, name: a.myProducts })).toBeVisible();
  await expect(page.getByRole('form').first()).toBeVisible();
  await audit(page, `seller-products-${lang}`, testInfo);
  await page.goto('/seller/orders');
  await expect(page.getByRole('heading', { level: 1, name: a.sellerOrders })).toBeVisible();
  await audit(page, `seller-orders-${lang}`, testInfo);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: a.notFound })).toBeVisible();
});

test('staff and sellers who sign in from the login page land where they work', async ({
  page,
  browser,
  lang,
}) => {
  const a = ADMIN_TEXTS[lang];
  await logIn(page, a, STAFF);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const seller = await newPage(browser, lang);
  await logIn(seller, a, SELLER);
  await expect(seller).toHaveURL(/\/seller$/);
  await seller.context().close();
});
