import { randomUUID } from 'node:crypto';
import { expect, expectDocumentLanguage, test, toLatinDigits } from './fixtures';
import { apiURL, callAsShopper, confirmMobileByApi, createShopper } from './support/accounts';
import { logIn, newPage, STAFF } from './support/backoffice';
import type { Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

/**
 * What the courier journey reads on the page, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
const COURIER_TEXTS: Record<
  Lang,
  {
    courierSection: string;
    book: string;
    booked: RegExp;
    printLabel: string;
    parcel: string;
    delivered: string;
  }
> = {
  en: {
    courierSection: 'Courier',
    book: 'Book courier',
    booked: /^Courier booked: CM-/,
    printLabel: 'Print label',
    parcel: 'Your parcel',
    delivered: 'Delivered',
  },
  ar: {
    courierSection: 'شركة الشحن',
    book: 'احجز شركة الشحن',
    booked: /^تم حجز شركة الشحن: CM-/,
    printLabel: 'اطبع البوليصة',
    parcel: 'شحنتك',
    delivered: 'تم التوصيل',
  },
};

const simulatorURL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? '4400'}`;

type Product = { id: number; price: number; stock: number; has_variants: boolean };

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiURL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A cash order placed through the API by a new shopper, moved by staff (through the API) to Ready to ship. */
async function readyOrder(lang: Lang) {
  const shopper = await createShopper();
  // A returning shopper: their mobile confirmed for cash on delivery once (cod.spec.ts plays the first time).
  await confirmMobileByApi(shopper.accessToken, shopper.mobile);
  const query = new URLSearchParams({ per_page: '50', lang: lang === 'ar' ? 'ar-SA' : 'en-US' });
  const { data } = (await (await fetch(`${apiURL}/products?${query}`)).json()) as { data: Product[] };
  const product = data.find((item) => !item.has_variants && item.stock >= 5 && item.price < 800_000);
  if (!product) throw new Error('the demo catalog has no product fit for the courier journey');
  await callAsShopper(shopper.accessToken, 'POST', '/shopping-cart', {
    products: [{ product_id: product.id, quantity: 1 }],
  });
  const { data: cities } = (await (await fetch(`${apiURL}/governorates/1/cities`)).json()) as {
    data: { id: number }[];
  };
  const { data: order } = await api<{ data: { number: string } }>(
    'POST',
    `/orders?lang=${query.get('lang')}`,
    {
      address: {
        title: 'Home',
        governorate_id: 1,
        city_id: cities[0]?.id,
        area: 'Zamalek',
        street: '12 Brazil Street',
        recipient_name: 'Mona Salem',
        mobile: shopper.mobile,
        save: false,
      },
      payment_method: 'cod',
      use_wallet: false,
    },
    shopper.accessToken,
  );
  const { data: staff } = await api<{ data: { access_token: string } }>('POST', '/auth/login', {
    email: STAFF.email,
    password: STAFF.password,
  });
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP']) {
    await api('POST', `/admin/orders/${order.number}/status`, { status }, staff.access_token);
  }
  return { shopper, order };
}

test('courier: staff book the courier in one click, the courier delivers, the shopper follows the parcel to Delivered', async ({
  page,
  browser,
  lang,
}) => {
  const k = COURIER_TEXTS[lang];
  const a = ADMIN_TEXTS[lang];
  const { shopper, order } = await readyOrder(lang);

  // Staff: the order is ready to ship; one click books the courier, and its tracking number and label appear.
  await logIn(page, a, STAFF, `/admin/orders/${order.number}`);
  await expect(page.getByRole('heading', { level: 1, name: a.orderTitle(order.number) })).toBeVisible();
  const courier = page.getByRole('region', { name: k.courierSection, exact: true });
  await courier.getByRole('button', { name: k.book }).click();
  await expect(page.getByText(k.booked)).toBeVisible();
  const tracking = courier.getByTestId('parcel-tracking');
  await expect(tracking).toBeVisible();
  await expect(courier.getByRole('link', { name: k.printLabel })).toBeVisible();
  const trackingNumber = toLatinDigits(
    ((await tracking.getByTestId('tracking-number').textContent()) ?? '').trim(),
  );
  expect(trackingNumber).toMatch(/^\d{10}$/);

  // The courier (the simulator, by command) picks it up and delivers it; its webhooks move the order.
  const played = await fetch(`${simulatorURL}/bosta/_sim/deliveries/${trackingNumber}/deliver`, {
    method: 'POST',
  });
  expect(played.status).toBe(200);
  await page.reload();
  await expect(page.getByText(a.statuses[5]!, { exact: true }).first()).toBeVisible();

  // The shopper: the courier, the tracking number and the parcel's timeline, in their language and Cairo time.
  const shopperPage = await newPage(browser, lang);
  await logIn(shopperPage, a, shopper, `/profile/order-history/${order.number}`);
  await expectDocumentLanguage(shopperPage, lang);
  const parcel = shopperPage.getByRole('region', { name: k.parcel });
  await expect(parcel).toBeVisible();
  await expect(parcel).toContainText(trackingNumber);
  const steps = parcel.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.last()).toContainText(k.delivered);
  const when = (await steps.last().locator('time').textContent()) ?? '';
  if (lang === 'ar') expect(when).toMatch(/[٠-٩]/);
  else expect(when).toMatch(/\d/);
  await shopperPage.context().close();
});
