import type { Locator, Page } from '@playwright/test';
import { amountsIn, expect, test } from './fixtures';
import { apiURL, callAsShopper, createShopper } from './support/accounts';
import { auditPart } from './support/audit';
import type { Lang } from './support/texts';
import { CART_TEXTS, type CartTexts, printedCount } from './support/texts-cart';

type Product = { id: number; name: string; stock: number; has_variants: boolean };
type Variant = { id: number; kind: string; name: string; price: number; stock: number };

const apiLang = (lang: Lang) => (lang === 'ar' ? 'ar-SA' : 'en-US');

/** Products of the shop as the API gives them, newest first, in the journey's language (names are localized). */
async function listShopProducts(lang: Lang, perPage = 24): Promise<Product[]> {
  const query = new URLSearchParams({ per_page: String(perPage), lang: apiLang(lang) });
  const response = await fetch(`${apiURL}/products?${query}`);
  const { data } = (await response.json()) as { data: Product[] };
  // Names up to 80 characters show whole on cards (longer ones are cut with an ellipsis).
  return data.filter((product) => product.name.length <= 80);
}

/**
 * A product sold in sizes at different prices, the size its page shows first (the first in stock) and
 * another size in stock at another price, for the shopper to choose.
 */
async function findSizedProduct(lang: Lang) {
  for (const product of (await listShopProducts(lang, 100)).filter((item) => item.has_variants)) {
    const response = await fetch(`${apiURL}/product/${product.id}?lang=${apiLang(lang)}`);
    const { data } = (await response.json()) as { data: { variants: Variant[] } };
    const { variants } = data;
    const shown = variants.find((variant) => variant.stock > 0);
    const other = variants.find(
      (variant) => variant !== shown && variant.stock > 0 && variant.price !== shown?.price,
    );
    if (shown && other && variants.every((variant) => variant.kind === 'size')) {
      return { product, shown, other };
    }
  }
  throw new Error('the demo catalog has no product sold in sizes at different prices');
}

/**
 * Presses a cart control until the page shows the change. The cart ignores a change within 500 ms of the
 * previous one (spec §4), as it would a person's double click; a person tries again, and so does this.
 */
async function pressUntil(button: Locator, changed: () => Promise<void>) {
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 5_000 });
    await changed();
  }).toPass({ intervals: [300, 600, 1_000] });
}

function card(page: Page, name: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

function quantityShown(scope: Locator | Page, c: CartTexts, name: string): Locator {
  return scope.getByRole('group', { name: c.quantityOf(name), exact: true }).locator('output');
}

async function openCartMenu(page: Page, c: CartTexts): Promise<Locator> {
  const button = page.getByRole('button', { name: c.cartButton });
  // A press before the page has come alive does nothing; a person presses again.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  return page.getByRole('region', { name: c.cartMenuTitle });
}

async function closeCartMenu(page: Page) {
  await page.keyboard.press('Escape');
}

async function expectMenuLines(menu: Locator, c: CartTexts, lines: [string, number][]) {
  const items = menu.getByRole('listitem');
  await expect(items).toHaveCount(lines.length);
  for (const [name, quantity] of lines) {
    const item = items.filter({ has: menu.page().getByRole('link', { name, exact: true }) });
    await expect(item).toContainText(c.lineQuantity(quantity));
  }
}

test('cart: a guest cart in two tabs, merged at login, kept on reload; sizes; wishlist; stock bound; logout', async ({
  page,
  context,
  lang,
  t,
}, testInfo) => {
  // A long journey: two tabs, a login, eight pages and three axe audits.
  test.setTimeout(180_000);
  const c = CART_TEXTS[lang];
  const products = await listShopProducts(lang);
  // Plain products (a product sold in variants is added from its page, once one is chosen). Roomy stock for
  // the lines that add up; a product with a handful left for the stock bound.
  const plain = products.filter((product) => !product.has_variants);
  const roomy = plain.filter((product) => product.stock >= 6);
  const [first, second, third, fromAccount] = roomy;
  const scarce = plain.find((product) => product.stock >= 2 && product.stock <= 5);
  const withVariants = products.find((product) => product.has_variants && product.stock > 0);
  if (!first || !second || !third || !fromAccount || !scarce || !withVariants) {
    throw new Error('the demo catalog has changed');
  }
  const sized = await findSizedProduct(lang);

  const shopper = await createShopper();
  // The account already holds one of the products the guest will add, and one other.
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [
      { product_id: second.id, quantity: 1 },
      { product_id: fromAccount.id, quantity: 1 },
    ],
  });

  await test.step('a guest adds a product twice from its page; the wishlist asks to log in first', async () => {
    await page.goto(`/single-product/${first.id}`);
    const cartButton = page.getByRole('button', { name: c.cartButton });
    await expect(cartButton).toHaveAccessibleName(c.cartButtonEmpty);
    await page.getByRole('button', { name: c.wishlistButton }).click();
    await expect(page.getByText(c.loginFirst)).toBeVisible();

    await page.getByRole('button', { name: c.addToCart(first.name), exact: true }).click();
    await expect(page.getByText(c.added)).toBeVisible();
    await expect(quantityShown(page, c, first.name)).toHaveText(printedCount(lang, 1));
    await pressUntil(page.getByRole('button', { name: c.increase(first.name), exact: true }), () =>
      expect(quantityShown(page, c, first.name)).toHaveText(printedCount(lang, 2), { timeout: 1_000 }),
    );
    await expect(page.getByTestId('cart-dot')).toBeVisible();
    await expect(cartButton).toHaveAccessibleName(c.cartButtonWithItems);
  });

  const otherTab = await context.newPage();
  await otherTab.goto('/');
  const otherMenu = await openCartMenu(otherTab, c);
  await expectMenuLines(otherMenu, c, [[first.name, 2]]);
  await closeCartMenu(otherTab);

  await test.step('two more from their cards, which then show their quantity controls', async () => {
    await page.goto('/products');
    for (const product of [second, third]) {
      const productCard = card(page, product.name);
      const add = productCard.getByRole('button', { name: c.addToCart(product.name), exact: true });
      await pressUntil(add, () =>
        expect(quantityShown(productCard, c, product.name)).toHaveText(printedCount(lang, 1), {
          timeout: 1_000,
        }),
      );
      await expect(add).toHaveCount(0);
    }
    // A card cannot choose a grind or a size: it leads to the product's page instead.
    const variantCard = card(page, withVariants.name);
    await expect(
      variantCard.getByRole('link', { name: c.chooseOptions(withVariants.name), exact: true }),
    ).toBeVisible();
    await expect(variantCard.getByRole('button', { name: c.addToCart(withVariants.name) })).toHaveCount(0);
    const menu = await openCartMenu(page, c);
    await expectMenuLines(menu, c, [
      [first.name, 2],
      [second.name, 1],
      [third.name, 1],
    ]);
    await auditPart(page, `cart-menu-${lang}`, testInfo, '[data-cart-menu]');
    await closeCartMenu(page);
  });

  await test.step('the other tab sees the change without a reload', async () => {
    const menu = await openCartMenu(otherTab, c);
    await expectMenuLines(menu, c, [
      [first.name, 2],
      [second.name, 1],
      [third.name, 1],
    ]);
    await otherTab.close();
  });

  await test.step('logging in merges the guest cart into the account one', async () => {
    await page.goto('/login');
    await page.getByLabel(c.loginField).fill(shopper.email);
    await page.getByLabel(c.passwordField, { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: c.loginSubmit, exact: true }).click();
    // The login waits for the merged cart before it moves on (and a busy dev server compiles the next page).
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    const merged: [string, number][] = [
      [first.name, 2],
      [second.name, 2],
      [third.name, 1],
      [fromAccount.name, 1],
    ];
    await expectMenuLines(await openCartMenu(page, c), c, merged);
    await page.reload();
    await expectMenuLines(await openCartMenu(page, c), c, merged);
    await closeCartMenu(page);
  });

  await test.step('the cart page lists the merged lines', async () => {
    await page.goto('/checkout/cart');
    await expect(page.getByRole('heading', { level: 1, name: c.cartPageTitle })).toBeVisible();
    await expect(quantityShown(page, c, second.name)).toHaveText(printedCount(lang, 2));
    await expect(quantityShown(page, c, fromAccount.name)).toHaveText(printedCount(lang, 1));
    await auditPart(page, `cart-page-${lang}`, testInfo);
  });

  await test.step("a size chosen on a product page goes into the cart at that size's price", async () => {
    const { product, shown, other } = sized;
    await page.goto(`/single-product/${product.id}`);
    const price = page
      .getByRole('main')
      .locator('p')
      .filter({ has: page.getByText(c.priceLabel, { exact: true }) })
      .first();
    const shownLink = page.getByRole('link', { name: shown.name, exact: true });
    await expect(shownLink).toHaveAttribute('aria-current', 'true');
    const shownPrice = amountsIn((await price.textContent()) ?? '', t)[0];

    const otherLink = page.getByRole('link', { name: other.name, exact: true });
    await otherLink.click();
    await expect(otherLink).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => amountsIn((await price.textContent()) ?? '', t)[0]).not.toBe(shownPrice);
    const otherPrice = amountsIn((await price.textContent()) ?? '', t)[0];

    const otherLine = c.lineName(product.name, c.sizeOf(other.name));
    await page.getByRole('button', { name: c.addToCart(otherLine), exact: true }).click();
    await expect(quantityShown(page, c, otherLine)).toHaveText(printedCount(lang, 1));
    // The first size is not in the cart: its page still offers to add it.
    await shownLink.click();
    await expect(shownLink).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('button', { name: c.addToCart(c.lineName(product.name, c.sizeOf(shown.name))) }),
    ).toBeVisible();

    await page.goto('/checkout/cart');
    const lines = page
      .getByRole('region', { name: c.cartLinesTitle })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText(c.sizeOf(other.name));
    expect(amountsIn((await lines.textContent()) ?? '', t)[0]).toBe(otherPrice);
  });

  await test.step('the heart on a card saves the product to the wishlist page', async () => {
    await page.goto('/products');
    const heart = card(page, third.name).getByRole('button', { name: c.heartAdd(third.name), exact: true });
    await heart.click();
    await expect(
      card(page, third.name).getByRole('button', { name: c.heartRemove(third.name), exact: true }),
    ).toBeVisible();
    await page.goto('/profile/my-wish-list');
    await expect(page.getByRole('heading', { level: 1, name: c.wishlistTitle })).toBeVisible();
    await expect(card(page, third.name)).toBeVisible();
    await auditPart(page, `wishlist-${lang}`, testInfo);
  });

  await test.step('the increase button goes away at stock', async () => {
    await page.goto(`/single-product/${scarce.id}`);
    await page.getByRole('button', { name: c.addToCart(scarce.name), exact: true }).click();
    const increase = page.getByRole('button', { name: c.increase(scarce.name), exact: true });
    for (let quantity = 2; quantity <= scarce.stock; quantity += 1) {
      await pressUntil(increase, () =>
        expect(quantityShown(page, c, scarce.name)).toHaveText(printedCount(lang, quantity), {
          timeout: 1_000,
        }),
      );
    }
    await expect(increase).toBeHidden();
    await expect(page.getByRole('button', { name: c.decrease(scarce.name), exact: true })).toBeVisible();
  });

  await test.step('logging out empties the cart', async () => {
    await page.getByRole('button', { name: c.accountMenu }).click();
    await page.getByRole('button', { name: c.logout, exact: true }).click();
    await expect(page.getByRole('button', { name: c.cartButton })).toHaveAccessibleName(c.cartButtonEmpty);
    const menu = await openCartMenu(page, c);
    await expect(menu.getByText(c.emptyCart)).toBeVisible();
  });
});

test('cart page: an empty cart is in the page’s own HTML; a cart with lines waits for the browser’s cart', async ({
  page,
  context,
  lang,
}) => {
  const c = CART_TEXTS[lang];
  const [product] = (await listShopProducts(lang)).filter((item) => !item.has_variants && item.stock > 0);
  if (!product) throw new Error('the demo catalog has changed');
  // Whether the server's markup draws the empty cart (the labels travel in React's data either way), for a
  // request in the journey's language with this browser's cookies.
  const serverDrawsEmpty = async () => {
    const response = await page.request.get('/checkout/cart', { headers: { 'Accept-Language': lang } });
    return (await response.text()).includes(`>${c.emptyCart}<`);
  };
  const hint = async () => (await context.cookies()).find((cookie) => cookie.name === 'cart_lines')?.value;

  // A browser that never kept a cart: the server already writes the empty cart (no "Loading" first).
  expect(await serverDrawsEmpty()).toBe(true);
  await page.goto('/checkout/cart');
  await expect(page.getByText(c.emptyCart)).toBeVisible();
  await expect.poll(hint).toBe('0');

  // Once the browser's cart holds a line, the server leaves the list to it, and the page shows the line.
  await page.goto(`/single-product/${product.id}`);
  await page.getByRole('button', { name: c.addToCart(product.name), exact: true }).click();
  await expect(page.getByText(c.added)).toBeVisible();
  await expect.poll(hint).toBe('1');
  expect(await serverDrawsEmpty()).toBe(false);
  await page.goto('/checkout/cart');
  await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
  await expect(page.getByText(c.emptyCart)).toHaveCount(0);
});

/**
 * A plain product (no variants, more than one in stock) on its page, with an empty browser cart and its
 * "Add to cart" ready to press.
 */
async function productPageWithEmptyCart(page: Page, lang: Lang) {
  const c = CART_TEXTS[lang];
  const [product] = (await listShopProducts(lang)).filter((item) => !item.has_variants && item.stock > 1);
  if (!product) throw new Error('the demo catalog has changed');
  await page.goto(`/single-product/${product.id}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: c.addToCart(product.name), exact: true });
  await expect(add).toBeEnabled();
  return { c, product, main, add };
}

test('product page: the quantity controls take the place of "Add to cart" and nothing below them moves', async ({
  page,
  lang,
}) => {
  // A phone (the button spans the line) and a desktop (the wishlist button beside it).
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const { c, product, main, add } = await productPageWithEmptyCart(page, lang);
    // Where the page's first section heading sits in the document (not the window, which a press may scroll).
    const below = main.getByRole('heading', { level: 2 }).first();
    const top = () => below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = { add: await add.boundingBox(), below: await top() };
    const group = main.getByRole('group', { name: c.quantityOf(product.name), exact: true });
    await pressUntil(add, () => expect(group).toBeVisible({ timeout: 1_000 }));
    const after = { group: await group.boundingBox(), below: await top() };
    // Drawn in the press's own frame: a control of another height would move (and repaint) the page below.
    expect(after.group?.height).toBe(before.add?.height);
    expect(after.below).toBe(before.below);
  }
});

/** The spec's cart lock (500 ms, §Constants) and a little more. */
const CART_LOCK_MS = 600;

test('keyboard: "Add to cart" hands focus to "+", and taking the last one out hands it back', async ({
  page,
  lang,
}) => {
  const { c, product, main, add } = await productPageWithEmptyCart(page, lang);
  await add.focus();
  await page.keyboard.press('Enter');
  // The button is gone under the shopper's focus: it lands on "+", not on the page's body.
  const increase = main.getByRole('button', { name: c.increase(product.name), exact: true });
  await expect(increase).toBeFocused();
  // The spec's 500 ms lock after each change refuses a press within it: each press here waits it out.
  await page.waitForTimeout(CART_LOCK_MS);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('group', { name: c.quantityOf(product.name) })).toContainText(
    printedCount(lang, 2),
  );
  const decrease = main.getByRole('button', { name: c.decrease(product.name), exact: true });
  await decrease.focus();
  await page.waitForTimeout(CART_LOCK_MS);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('group', { name: c.quantityOf(product.name) })).toContainText(
    printedCount(lang, 1),
  );
  await page.waitForTimeout(CART_LOCK_MS);
  await page.keyboard.press('Enter');
  await expect(add).toBeFocused();
});
