import { expect, expectDocumentLanguage, test } from './fixtures';
import { apiURL, createShopper } from './support/accounts';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import { findProduct, placeCodOrder } from './support/orders';
import { isolated, type Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

/**
 * What the review journey reads on the page, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
const REVIEW_TEXTS: Record<
  Lang,
  {
    shopper: { first_name: string; last_name: string };
    signature: string;
    rate: string;
    yourReview: string;
    fourStars: string;
    words: string;
    body: string;
    send: string;
    waiting: string;
    published: string;
    verified: string;
    noReviews: string;
    oneReview: string;
    openReview: (product: string, author: string) => string;
    approve: string;
    approved: string;
  }
> = {
  en: {
    shopper: { first_name: 'Mona', last_name: 'Salem' },
    signature: 'Mona S.',
    rate: 'Rate this product',
    yourReview: 'Your review',
    fourStars: '4 stars',
    words: 'What did you think?',
    body: 'Fresh, with a lovely chocolate finish.',
    send: 'Send review',
    waiting: 'Waiting for our team to check it.',
    published: 'Published on this page.',
    verified: 'Verified purchase',
    noReviews: 'No reviews yet',
    oneReview: '1 review',
    openReview: (product, author) => `Open the review of ${product} by ${author}`,
    approve: 'Approve',
    approved: 'Review approved: it shows on the product page.',
  },
  ar: {
    // An Arabic family name with its article: signed with the letter after it.
    shopper: { first_name: 'منى', last_name: 'السيد' },
    signature: 'منى س.',
    rate: 'قيّم هذا المنتج',
    yourReview: 'تقييمك',
    fourStars: '٤ نجوم',
    words: 'ما رأيك؟',
    body: 'طازجة ونكهة الشوكولاتة واضحة.',
    send: 'أرسل التقييم',
    waiting: 'بانتظار مراجعة فريق المتجر.',
    published: 'منشور في هذه الصفحة.',
    verified: 'شراء موثّق',
    noReviews: 'لا توجد تقييمات بعد',
    oneReview: 'تقييم واحد',
    openReview: (product, author) => `افتح تقييم ${author} لـ${product}`,
    approve: 'وافق',
    approved: 'تمت الموافقة على التقييم: يظهر الآن في صفحة المنتج.',
  },
};

/**
 * A shopper with a delivered order of a product nobody has reviewed yet: ordered through the API, then moved
 * to Delivered by the store's staff through the API, as the back office's status form does.
 */
async function deliveredOrder(lang: Lang, retry: number) {
  const shopper = await createShopper(REVIEW_TEXTS[lang].shopper);
  // A retry skips the product the failed try reviewed: its review still waits in the queue under the same
  // shopper's name, and the queue would show two links of that name.
  let skip = retry;
  const product = await findProduct(
    lang,
    (item) => !item.has_variants && item.stock >= 2 && item.reviews_count === 0 && skip-- === 0,
    5,
  );
  const order = await placeCodOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
  const staff = await staffCall('POST', '/auth/login', undefined, {
    login: STAFF.email,
    password: STAFF.password,
  });
  const { access_token: token } = (staff as { data: { access_token: string } }).data;
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED']) {
    await staffCall('POST', `/admin/orders/${order.number}/status`, token, { status });
  }
  return { shopper, order, product };
}

async function staffCall(method: string, path: string, token?: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

test('reviews: a shopper rates a delivered product from the order page, staff approve it, it shows verified and counts', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.setTimeout(120_000);
  const k = REVIEW_TEXTS[lang];
  const { shopper, order, product } = await deliveredOrder(lang, testInfo.retry);

  // From the delivered order's line to the product page, the review form open.
  await logIn(page, ADMIN_TEXTS[lang], shopper, `/profile/order-history/${order.number}`);
  await page.getByRole('link', { name: `${k.rate}: ${isolated(product.name)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/single-product/${product.id}\\?review=1`));
  await expectDocumentLanguage(page, lang);
  const box = page.getByRole('region', { name: k.yourReview });
  await expect(page.getByText(k.noReviews).first()).toBeVisible();
  await box.getByRole('radio', { name: k.fourStars }).check();
  await box.getByLabel(k.words).fill(k.body);
  await audit(page, `review-form-${lang}`, testInfo);
  await box.getByRole('button', { name: k.send }).click();
  await expect(box.getByText(k.waiting)).toBeVisible();

  // Staff open it from the queue and approve it.
  const desk = await newPage(browser, lang);
  await logIn(desk, ADMIN_TEXTS[lang], STAFF, '/admin/reviews');
  await desk.getByRole('link', { name: k.openReview(product.name, k.signature) }).click();
  await expect(desk.getByText(k.body)).toBeVisible();
  await audit(desk, `admin-review-${lang}`, testInfo);
  await desk.getByRole('button', { name: k.approve, exact: true }).click();
  await expect(desk.getByText(k.approved).first()).toBeVisible();
  await desk.context().close();

  // On the product page: the review, signed with the first name and initial, marked verified, counted.
  await page.reload();
  const review = page.getByRole('article', { name: new RegExp(k.signature) });
  await expect(review).toBeVisible();
  await expect(review.getByText(k.verified)).toBeVisible();
  await expect(review.getByText(k.body)).toBeVisible();
  await expect(page.getByRole('link', { name: k.oneReview })).toBeVisible();
  await expect(page.getByRole('region', { name: k.yourReview }).getByText(k.published)).toBeVisible();
});
