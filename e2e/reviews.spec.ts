import { randomUUID } from 'node:crypto';
import { expect, expectDocumentLanguage, test } from './fixtures';
import { apiURL, callAsShopper, createShopper } from './support/accounts';
import { audit, logIn, newPage, STAFF } from './support/backoffice';
import type { Lang } from './support/texts';
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

type Product = { id: number; name: string; stock: number; has_variants: boolean; reviews_count: number };

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiURL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A shopper with a delivered order of a product nobody has reviewed yet: ordered through the API, then moved
 * to Delivered by the store's staff through the API, as the back office's status form does.
 */
async function deliveredOrder(lang: Lang) {
  const apiLang = lang === 'ar' ? 'ar-SA' : 'en-US';
  const shopper = await createShopper(REVIEW_TEXTS[lang].shopper);
  let product: Product | undefined;
  for (let page = 1; !product && page <= 5; page++) {
    const query = new URLSearchParams({ per_page: '100', page: String(page), lang: apiLang });
    const { data } = await api<{ data: Product[] }>('GET', `/products?${query}`);
    product = data.find((item) => !item.has_variants && item.stock >= 2 && item.reviews_count === 0);
  }
  if (!product) throw new Error('the demo catalog has no unreviewed product for the review journey');
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [{ product_id: product.id, quantity: 1 }],
  });
  const { data: cities } = await api<{ data: { id: number }[] }>('GET', '/governorates/1/cities');
  const { data: order } = await api<{ data: { number: string } }>('POST', '/orders', shopper.accessToken, {
    address: {
      title: 'Home',
      governorate_id: 1,
      city_id: cities[0]?.id,
      street: '12 Talaat Harb',
      recipient_name: 'Mona Salem',
      mobile: shopper.mobile,
      save: false,
    },
    payment_method: 'cod',
    use_wallet: false,
  });
  const { data: staff } = await api<{ data: { access_token: string } }>('POST', '/auth/login', undefined, {
    login: STAFF.email,
    password: STAFF.password,
  });
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP', 'WITH_COURIER', 'DELIVERED']) {
    await api('POST', `/admin/orders/${order.number}/status`, staff.access_token, { status });
  }
  return { shopper, order, product };
}

test('reviews: a shopper rates a delivered product from the order page, staff approve it, it shows verified and counts', async ({
  page,
  browser,
  lang,
}, testInfo) => {
  const k = REVIEW_TEXTS[lang];
  const { shopper, order, product } = await deliveredOrder(lang);

  // From the delivered order's line to the product page, the review form open.
  await logIn(page, ADMIN_TEXTS[lang], shopper, `/profile/order-history/${order.number}`);
  await page.getByRole('link', { name: `${k.rate}: ${product.name}` }).click();
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
