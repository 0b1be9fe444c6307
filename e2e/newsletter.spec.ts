import { randomUUID } from 'node:crypto';
import { expect, expectDocumentLanguage, test } from './fixtures';
import { readNewsletterLink } from './support/accounts';
import type { Lang } from './support/texts';

/**
 * The footer's newsletter signup, by double opt-in: the form says to check the email (the same for any
 * address, so it tells nobody who is subscribed), the mailed link opens a page whose button confirms, and
 * only then is the address subscribed. In the page's language throughout.
 */
const TEXTS: Record<
  Lang,
  { email: string; subscribe: string; checkEmail: string; title: string; confirm: string; subscribed: string }
> = {
  en: {
    email: 'Email address',
    subscribe: 'Subscribe',
    checkEmail: 'Check your email: we sent you a link to confirm your subscription.',
    title: 'Confirm your subscription',
    confirm: 'Confirm my subscription',
    subscribed: 'You are now subscribed to our newsletter',
  },
  ar: {
    email: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    checkEmail: 'تحقق من بريدك الإلكتروني: أرسلنا إليك رابطًا لتأكيد اشتراكك.',
    title: 'أكّد اشتراكك',
    confirm: 'أكّد اشتراكي',
    subscribed: 'تم اشتراكك في نشرتنا البريدية',
  },
};

test('newsletter: the footer asks to check the email; the mailed link’s button subscribes', async ({
  page,
  lang,
}) => {
  const n = TEXTS[lang];
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/');
  await expectDocumentLanguage(page, lang);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(n.email).fill(email.toUpperCase());
  await footer.getByRole('button', { name: n.subscribe }).click();
  await expect(page.getByText(n.checkEmail)).toBeVisible();

  await page.goto(await readNewsletterLink(email));
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: n.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: n.subscribed })).toBeVisible();
});
