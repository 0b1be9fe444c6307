import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { ADMIN, audit, logIn } from './support/backoffice';
import { ADMIN_TEXTS } from './support/texts-admin';
import { COUPON_TEXTS, ZONE_TEXTS } from './support/texts-coupons';

test('an admin creates a coupon, a second with its code is refused, then disables it', async ({
  page,
  lang,
}, testInfo) => {
  test.setTimeout(120_000);
  const c = COUPON_TEXTS[lang];
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  await logIn(page, ADMIN_TEXTS[lang], ADMIN, '/admin/coupons');
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await audit(page, `admin-coupons-${lang}`, testInfo);

  await page.getByRole('link', { name: c.newCoupon }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.newCoupon })).toBeVisible();
  await audit(page, `admin-coupon-new-${lang}`, testInfo);
  await page.getByLabel(c.code).fill(code.toLowerCase());
  await page.getByRole('textbox', { name: c.value }).fill('150');
  await page.getByRole('button', { name: c.create }).click();
  await expect(page.getByText(c.invalidPercent)).toBeVisible();
  await page.getByRole('textbox', { name: c.value }).fill('15');
  await page.getByLabel(c.usageLimit).fill('100');
  // The end typed day/month/year in the page's digits (Cairo's last minute of it); a category found by search.
  await page.getByLabel(c.endsAt).fill(c.endDay);
  await page.getByRole('searchbox', { name: c.searchCategories, exact: true }).fill(c.coffee);
  await page.getByRole('checkbox', { name: c.coffee, exact: true }).check();
  await page.getByRole('button', { name: c.create }).click();
  await expect(page.getByText(c.saved(code))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible();
  await expect(page.getByLabel(c.endsAt)).toHaveValue(new RegExp(`^${c.endDay} `));
  await expect(page.getByRole('checkbox', { name: c.coffee, exact: true })).toBeChecked();
  await audit(page, `admin-coupon-${lang}`, testInfo);

  await page.goto('/admin/coupons/new');
  await page.getByLabel(c.code).fill(code);
  await page.getByRole('textbox', { name: c.value }).fill('10');
  await page.getByRole('button', { name: c.create }).click();
  await expect(page.getByRole('alert').filter({ hasText: c.taken })).toBeVisible();

  await page.goto('/admin/coupons');
  await page.getByRole('link', { name: c.open(code) }).click();
  await page.getByLabel(c.active).uncheck();
  await page.getByRole('button', { name: c.save }).click();
  await expect(page.getByText(c.saved(code))).toBeVisible();
  await expect(page.locator('main table').getByText(c.inactive)).toBeVisible();
});

test('an admin adds a delivery zone and moves a far governorate into it', async ({
  page,
  lang,
}, testInfo) => {
  const z = ZONE_TEXTS[lang];
  const code = `zone-${randomUUID().slice(0, 6)}`;
  const name = lang === 'ar' ? `منطقة ${code.slice(5)}` : `Zone ${code.slice(5)}`;
  await logIn(page, ADMIN_TEXTS[lang], ADMIN, '/admin/settings');
  await audit(page, `admin-settings-zones-${lang}`, testInfo);
  const adding = page.getByRole('form', { name: z.newTitle });
  await adding.getByLabel(z.code).fill(code);
  await adding.getByLabel(z.fee).fill('155');
  await adding.getByLabel(z.nameEn).fill(`Zone ${code.slice(5)}`);
  await adding.getByLabel(z.nameAr).fill(`منطقة ${code.slice(5)}`);
  await adding.getByRole('button', { name: z.add }).click();
  await expect(page.getByText(z.added(name))).toBeVisible();

  const moving = page.getByRole('form', { name: z.moveTitle });
  const governorate = moving.getByRole('combobox', { name: z.governorate });
  // The last governorate: far from the addresses other journeys deliver to.
  const last = (await governorate.locator('option').allTextContents()).at(-1)!;
  await governorate.selectOption({ label: last });
  await moving.getByRole('combobox', { name: z.toZone }).selectOption({ label: name });
  await moving.getByRole('button', { name: z.move }).click();
  const moved = last.replace(/\s*\(.*\)$/, '');
  await expect(page.getByText(z.governoratesOf(moved))).toBeVisible();
});
