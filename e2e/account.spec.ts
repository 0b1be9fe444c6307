import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newShopper, readCode } from './support/accounts';
import { auditPart } from './support/audit';
import { ACCOUNT_TEXTS, type AccountTexts } from './support/texts-account';

/** A real 8×8 PNG in one colour, built byte by byte: the API decodes and re-encodes what it is sent. */
function createPng(size = 8, rgb: [number, number, number] = [193, 127, 62]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Waits until React has hydrated this control (its props are attached): a shopper can type into a
 * server-rendered form before then, and a press would submit it natively instead of through the page.
 */
async function expectInteractive(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** Signing in or out resets the cart and wishlist and loads the next page: on a busy machine, a while. */
const SESSION_CHANGE_TIMEOUT = { timeout: 30_000 };

const accountButton = (page: Page, a: AccountTexts) => page.getByRole('button', { name: a.accountMenu });

async function logOut(page: Page, a: AccountTexts) {
  await expectInteractive(accountButton(page, a));
  await accountButton(page, a).click();
  await page.getByRole('button', { name: a.logout, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/', SESSION_CHANGE_TIMEOUT);
  await expect(page.getByRole('link', { name: a.loginLink }).first()).toBeVisible();
  await expect(accountButton(page, a)).toHaveCount(0);
}

/** Fills the address dialog the way a shopper does: governorate first, then a city of it once they load. */
async function addAddress(
  page: Page,
  a: AccountTexts,
  title: string,
  governorate: string,
  street: string,
  recipient: { name: string; mobile: string },
) {
  const book = a.addressBook;
  await expectInteractive(page.getByRole('button', { name: book.add }));
  await page.getByRole('button', { name: book.add }).click();
  const dialog = page.getByRole('dialog', { name: book.dialogTitle });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, on its first field.
  await expect(dialog.getByLabel(book.title)).toBeFocused();
  await dialog.getByLabel(book.title).fill(title);
  await dialog.getByLabel(book.recipientName).fill(recipient.name);
  await dialog.getByLabel(book.mobile).fill(recipient.mobile);
  await dialog.getByLabel(book.governorate).selectOption({ label: governorate });
  const city = dialog.getByLabel(book.city);
  await expect(city).toBeEnabled();
  await city.selectOption({ index: 1 });
  await dialog.getByLabel(book.street, { exact: true }).fill(street);
  await dialog.getByRole('button', { name: book.save }).click();
  await expect(page.getByText(book.added).first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('account: sign up, verify, log out, log in back to the address book, two addresses, a new photo, log out', async ({
  page,
  lang,
}, testInfo) => {
  // Three pages, two forms and two axe audits on a busy two-core machine.
  test.setTimeout(150_000);
  const a = ACCOUNT_TEXTS[lang];
  const book = a.addressBook;
  const shopper = newShopper();
  const card = (title: string) => page.getByRole('article', { name: title });

  // The footer has its own email field (newsletter): forms are looked for in the page's main part.
  const main = page.getByRole('main');

  await test.step('sign up and verify the emailed code', async () => {
    await page.goto('/sign-up');
    await expectInteractive(main.getByRole('button', { name: a.signUp.submit }));
    await main.getByLabel(a.signUp.firstName).fill(shopper.first_name);
    await main.getByLabel(a.signUp.lastName).fill(shopper.last_name);
    await main.getByLabel(a.signUp.email).fill(shopper.email);
    await main.getByLabel(a.signUp.mobile).fill(shopper.mobile);
    await main.getByLabel(a.signUp.password, { exact: true }).fill(shopper.password);
    await main.getByLabel(a.signUp.passwordConfirmation, { exact: true }).fill(shopper.password);
    await main.getByRole('button', { name: a.signUp.submit }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/verify-otp');
    const code = await readCode(shopper.email, 'otp.verify');
    await main.getByLabel(a.verify.code).fill(code);
    await main.getByRole('button', { name: a.verify.submit }).click();
    await expect(accountButton(page, a)).toBeVisible(SESSION_CHANGE_TIMEOUT);
  });

  await test.step('log out from the navbar', async () => {
    await logOut(page, a);
  });

  await test.step('log in from a link that leads back to the address book', async () => {
    await page.goto(`/login?${new URLSearchParams({ routeBack: '/profile/address-book' })}`);
    await expectInteractive(main.getByRole('button', { name: a.login.submit }));
    await main.getByLabel(a.login.login).fill(shopper.email);
    await main.getByLabel(a.login.password, { exact: true }).fill(shopper.password);
    await main.getByRole('button', { name: a.login.submit }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/profile/address-book', SESSION_CHANGE_TIMEOUT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.heading);
    await expect(
      page.getByRole('navigation', { name: a.profileNav }).getByRole('link', { name: book.heading }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: book.empty })).toBeVisible();
  });

  await test.step('add two addresses: the first becomes the primary', async () => {
    await addAddress(page, a, book.home, book.cairo, '12 Tahrir Street', {
      name: `${shopper.first_name} ${shopper.last_name}`,
      mobile: shopper.mobile,
    });
    await expect(card(book.home).getByText(book.primary, { exact: true })).toBeVisible();
    await expect(card(book.home)).toContainText(`${shopper.first_name} ${shopper.last_name}`);
    await expect(card(book.home)).toContainText(shopper.mobile);

    await addAddress(page, a, book.work, book.giza, '5 Nile Corniche', {
      name: 'Karim Adel',
      mobile: '01123456789',
    });
    await expect(card(book.work)).toBeVisible();
    await expect(card(book.work).getByText(book.primary, { exact: true })).toHaveCount(0);
    await expect(card(book.home).getByText(book.primary, { exact: true })).toBeVisible();
  });

  await test.step('edit who receives at an address: a wrong mobile is refused in the page language', async () => {
    await page.getByRole('button', { name: book.edit(book.work) }).click();
    const dialog = page.getByRole('dialog', { name: book.editTitle });
    await expect(dialog.getByLabel(book.recipientName)).toHaveValue('Karim Adel');
    await expect(dialog.getByLabel(book.mobile)).toHaveValue('01123456789');
    await dialog.getByLabel(book.recipientName).fill('منى حسن');
    await dialog.getByLabel(book.mobile).fill('0123');
    await dialog.getByRole('button', { name: book.save }).click();
    await expect(dialog.getByText(book.invalidMobile)).toBeVisible();
    await expect(dialog.getByLabel(book.mobile)).toBeFocused();
    // Arabic-Indic digits are how many type it: kept as the same number.
    await dialog.getByLabel(book.mobile).fill('٠١٥٥٥١٢٣٤٥٦');
    await dialog.getByRole('button', { name: book.save }).click();
    await expect(page.getByText(book.updated).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(book.work)).toContainText('منى حسن');
    await expect(card(book.work)).toContainText('01555123456');
  });

  await test.step('make the second address the primary: the badge moves', async () => {
    await page.getByRole('button', { name: book.setPrimary(book.work) }).click();
    await expect(page.getByText(book.primaryChanged(book.work))).toBeVisible();
    await expect(card(book.work).getByText(book.primary, { exact: true })).toBeVisible();
    await expect(card(book.home).getByText(book.primary, { exact: true })).toHaveCount(0);
  });

  await test.step('the address book and its form pass axe', async () => {
    await auditPart(page, `address-book-${lang}`, testInfo);
    await page.getByRole('button', { name: book.add }).click();
    await expect(page.getByRole('dialog', { name: book.dialogTitle })).toBeVisible();
    await auditPart(page, `address-form-${lang}`, testInfo);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Focus is back on the button that opened the form.
    await expect(page.getByRole('button', { name: book.add })).toBeFocused();
  });

  await test.step('choose a new photo: the page and the navbar show it', async () => {
    const settings = a.settings;
    await page
      .getByRole('navigation', { name: a.profileNav })
      .getByRole('link', { name: settings.navLink })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile/account-setting');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.heading);
    // No photo yet: the navbar shows the initial.
    await expect(accountButton(page, a).locator('img')).toHaveCount(0);

    await page
      .getByLabel(settings.choosePhoto)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: createPng() });
    await expect(page.getByRole('img', { name: settings.preview })).toBeVisible();
    await page.getByRole('button', { name: settings.save }).click();

    await expect(page.getByText(settings.saved)).toBeVisible();
    await expect(page.getByRole('img', { name: settings.currentPhoto })).toHaveAttribute('src', /\/media\//);
    await expect(accountButton(page, a).locator('img')).toBeVisible();
    await auditPart(page, `account-settings-${lang}`, testInfo);
  });

  await test.step('log out: back home as a guest', async () => {
    await logOut(page, a);
  });
});
