import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { apiURL } from './support/accounts';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import { ADMIN_TEXTS } from './support/texts-admin';
import { ADMIN_CONTENT_TEXTS } from './support/texts-admin-content';

test('staff write a post in Markdown, preview it, publish it, and a shopper reads it', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(120_000);
  const c = ADMIN_CONTENT_TEXTS[lang];
  const tail = randomUUID().slice(0, 8);
  const slug = `e2e-pour-over-${tail}`;
  const title = lang === 'ar' ? `ملاحظات التقطير ${tail}` : `Pour-over notes ${tail}`;
  await logIn(page, ADMIN_TEXTS[lang], STAFF, '/admin/content');
  await expect(page.getByRole('link', { name: c.nav })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await audit(page, `admin-content-${lang}`, testInfo);

  await page.getByRole('link', { name: c.newPost }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.newPost })).toBeVisible();
  await page.getByLabel(c.slug).fill(slug);
  await page.getByLabel(c.titleEn).fill(`Pour-over notes ${tail}`);
  await page.getByLabel(c.titleAr).fill(`ملاحظات التقطير ${tail}`);
  await page.getByRole('textbox', { name: c.bodyEn }).fill('## Bloom first\n\nWait **30 seconds**.');
  await page.getByRole('textbox', { name: c.bodyAr }).fill('## التفتح أولًا\n\nانتظر **30 ثانية**.');
  await expect(page.getByRole('textbox', { name: c.bodyAr })).toHaveAttribute('dir', 'rtl');

  // The preview is the API's rendering: the Markdown heading comes back as a heading.
  const body = lang === 'ar' ? c.bodyAr : c.bodyEn;
  const heading = lang === 'ar' ? 'التفتح أولًا' : 'Bloom first';
  await page.getByRole('tablist', { name: body }).getByRole('tab', { name: c.preview }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading })).toBeVisible();
  await audit(page, `admin-post-new-${lang}`, testInfo);
  await page.getByRole('tablist', { name: body }).getByRole('tab', { name: c.write }).click();

  // A product under the post, found by its name rather than typed as an id.
  const listing = await (
    await fetch(`${apiURL}/products?per_page=1&lang=${lang === 'ar' ? 'ar-SA' : 'en-US'}`)
  ).json();
  const product = (listing.data as { name: string }[])[0]!.name;
  await page.getByRole('searchbox', { name: c.searchProducts }).fill(product);
  await page.getByRole('button', { name: c.addProduct(product) }).click();

  await page.getByRole('button', { name: c.create }).click();
  await expect(page.getByText(c.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('group', { name: c.relatedProducts }).getByText(product)).toBeVisible();
  const postUrl = page.url();
  await audit(page, `admin-post-${lang}`, testInfo);

  // A draft: the shopper's page for it is a 404.
  const postId = /\/posts\/(\d+)/.exec(postUrl)![1];
  const shopper = await newPage(browser, lang);
  const draft = await shopper.goto(`/articles/${postId}`);
  expect(draft?.status()).toBe(404);

  await page.getByLabel(c.published, { exact: true }).check();
  await page.getByRole('button', { name: c.save, exact: true }).click();
  await expect(page.getByText(c.saved)).toBeVisible();
  await expect(page.getByRole('link', { name: c.viewInStore })).toBeVisible();

  await shopper.goto(`/articles/${postId}`);
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: heading })).toBeVisible();
  await shopper.goto('/blog/articles');
  await expect(shopper.getByRole('link', { name: title }).first()).toBeVisible();

  // A second post with the same slug: the refusal is beside the slug, and the typed title stays.
  await page.goto('/admin/content/posts/new');
  await page.getByLabel(c.slug).fill(slug);
  await page.getByLabel(c.titleEn).fill('Another title');
  await page.getByLabel(c.titleAr).fill('عنوان آخر');
  await page.getByRole('button', { name: c.create }).click();
  await expect(page.getByText(c.slugTaken)).toBeVisible();
  await expect(page.getByLabel(c.slug)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(c.titleEn)).toHaveValue('Another title');
  await shopper.context().close();
});

test('staff edit the about page and the storefront shows it on the next load', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Two saves, each a server action that re-renders the page: slow on a loaded machine.
  test.setTimeout(120_000);
  const c = ADMIN_CONTENT_TEXTS[lang];
  const line =
    lang === 'ar'
      ? `نحمّص كل أسبوع ${randomUUID().slice(0, 6)}`
      : `We roast every week ${randomUUID().slice(0, 6)}`;
  await logIn(page, ADMIN_TEXTS[lang], STAFF, '/admin/content');
  await page.getByRole('link', { name: c.aboutLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.aboutLink })).toBeVisible();
  await audit(page, `admin-page-about-${lang}`, testInfo);

  const shopper = await newPage(browser, lang);
  await shopper.goto('/about-us');
  await expect(shopper.getByRole('heading', { level: 1, name: c.aboutLink })).toBeVisible();

  const field = page.getByRole('textbox', { name: lang === 'ar' ? c.bodyAr : c.bodyEn });
  const before = await field.inputValue();
  // A save is done when the back office has told the storefront to drop its cached copy (the server
  // action's POST to this page), which comes after the API's answer and before the toast.
  const save = async () => {
    const refreshed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/admin/content/pages/about-us'),
    );
    await page.getByRole('button', { name: c.save, exact: true }).click();
    expect((await refreshed).ok()).toBe(true);
    await expect(page.getByText(c.saved).first()).toBeVisible();
  };
  await field.fill(`${before}\n\n${line}`);
  await save();

  await shopper.reload();
  await expect(shopper.getByText(line)).toBeVisible();

  // Put the page back as it was for the journeys after this one.
  await field.fill(before);
  await save();
  await shopper.reload();
  await expect(shopper.getByText(line)).toHaveCount(0);
  await shopper.context().close();
});

test('staff write a recipe draft with its ingredients and steps in both languages, give it a picture, then delete it', async ({
  page,
  lang,
}, testInfo) => {
  // Several saves and an upload, each followed by a server action that re-renders the page.
  test.setTimeout(120_000);
  const c = ADMIN_CONTENT_TEXTS[lang];
  const tail = randomUUID().slice(0, 8);
  const title = lang === 'ar' ? `قهوة مثلجة ${tail}` : `Iced coffee ${tail}`;
  await logIn(page, ADMIN_TEXTS[lang], STAFF, '/admin/content');
  await page.getByRole('link', { name: c.openRecipes }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.recipesTitle })).toBeVisible();
  await audit(page, `admin-recipes-${lang}`, testInfo);

  await page.getByRole('link', { name: c.newRecipe }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.newRecipe })).toBeVisible();
  await page.getByLabel(c.recipeSlug).fill(`e2e-iced-${tail}`);
  await page.getByLabel(c.recipeCategory).selectOption({ index: 1 });
  await page.getByLabel(c.titleEn).fill(`Iced coffee ${tail}`);
  await page.getByLabel(c.titleAr).fill(`قهوة مثلجة ${tail}`);
  await page.getByRole('button', { name: c.addIngredient }).click();
  await page.getByLabel(c.ingredientEn).fill('Ice');
  await page.getByLabel(c.ingredientAr).fill('ثلج');
  await expect(page.getByLabel(c.ingredientAr)).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(c.stepsEn).fill('Brew.\nPour over ice.');
  await page.getByLabel(c.stepsAr).fill('حضّر القهوة.\nاسكبها على الثلج.');
  await audit(page, `admin-recipe-new-${lang}`, testInfo);
  await page.getByRole('button', { name: c.createRecipe }).click();
  await expect(page.getByText(c.recipeCreated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByLabel(c.ingredientAr)).toHaveValue('ثلج');
  await audit(page, `admin-recipe-${lang}`, testInfo);

  await test.step('its picture is uploaded and shown', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8a27a' } })
      .png()
      .toBuffer();
    await page
      .getByLabel(c.imageFile, { exact: true })
      .setInputFiles({ name: 'iced.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: c.upload, exact: true }).click();
    await expect(page.getByText(c.imageSaved)).toBeVisible();
    // Drawn once the server action that follows the upload has re-rendered the page.
    await expect(page.getByRole('img', { name: c.recipeImage, exact: true })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('the draft is deleted behind a question, and the list no longer has it', async () => {
    await page.getByRole('button', { name: c.recipeDelete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.recipeDelete, exact: true }).click();
    await expect(page.getByText(c.recipeDeleted)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: c.recipesTitle })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });
});
