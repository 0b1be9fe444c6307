import { expect, expectDocumentLanguage, test } from './fixtures';
import { apiURL, createShopper } from './support/accounts';
import { logIn, newPage, STAFF } from './support/backoffice';
import { findProduct, placeCodOrder } from './support/orders';
import type { Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

/**
 * What the returns journey reads on the page, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
const RETURN_TEXTS: Record<
  Lang,
  {
    section: string;
    open: string;
    quantity: string;
    reason: string;
    submit: string;
    waiting: string;
    approve: string;
    approved: string;
    back: string;
    refund: string;
    refundedStaff: RegExp;
    refunded: string;
    toWallet: RegExp;
  }
> = {
  en: {
    section: 'Returns',
    open: 'Return items',
    quantity: 'Quantity',
    reason: 'Tell us more',
    submit: 'Send the return request',
    waiting: 'Waiting for our decision',
    approve: 'Approve and book the pickup',
    approved: 'Approved: the courier will collect it',
    back: 'Back with us: being checked',
    refund: 'Refund',
    refundedStaff: /to the store wallet: done/,
    refunded: 'Refunded',
    toWallet: /refunded to your store wallet\./,
  },
  ar: {
    section: 'الإرجاع',
    open: 'إرجاع منتجات',
    quantity: 'الكمية',
    reason: 'أخبرنا بالمزيد',
    submit: 'إرسال طلب الإرجاع',
    waiting: 'في انتظار قرارنا',
    approve: 'موافقة وحجز الاستلام',
    approved: 'تمت الموافقة: سيستلمه المندوب',
    back: 'وصل إلينا: قيد الفحص',
    refund: 'رد المبلغ',
    refundedStaff: /إلى محفظة المتجر: تم/,
    refunded: 'تم الاسترداد',
    toWallet: /^تم رد .+ إلى محفظتك في المتجر\.$/,
  },
};

const simulatorURL = `http://127.0.0.1:${process.env.E2E_SIM_PORT ?? '4400'}`;

async function asStaff<T>(method: string, path: string, body?: unknown): Promise<T> {
  const login = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  const response = await fetch(`${apiURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.access_token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A cash order delivered by the simulated courier (staff's part through the API: courier.spec shows its pages). */
async function deliveredOrder() {
  const shopper = await createShopper();
  const product = await findProduct(
    'en',
    (item) => !item.has_variants && item.stock >= 5 && item.price < 800_000,
  );
  const order = await placeCodOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
  for (const status of ['ACCEPT', 'PREPARE', 'READY_TO_SHIP']) {
    await asStaff('POST', `/admin/orders/${order.number}/status`, { status });
  }
  const { data } = await asStaff<{ data: { tracking_number: string }[] }>(
    'POST',
    '/admin/shipping/bookings',
    {
      orders: [order.number],
    },
  );
  const played = await fetch(`${simulatorURL}/bosta/_sim/deliveries/${data[0]!.tracking_number}/deliver`, {
    method: 'POST',
  });
  expect(played.status).toBe(200);
  return { shopper, order };
}

test('returns: the shopper returns a delivered item, staff approve, the courier brings it back, staff refund it to the wallet', async ({
  page,
  browser,
  lang,
}) => {
  // Two people, a courier round trip and three server renders of the back office: a long journey.
  test.setTimeout(180_000);
  const r = RETURN_TEXTS[lang];
  const a = ADMIN_TEXTS[lang];
  const { shopper, order } = await deliveredOrder();

  // The shopper asks to return one of the two units, without a reason beyond their words (within 14 days).
  await logIn(page, a, shopper, `/profile/order-history/${order.number}`);
  await expectDocumentLanguage(page, lang);
  const returns = page.getByRole('region', { name: r.section, exact: true });
  await returns.getByRole('button', { name: r.open }).click();
  await returns.getByLabel(r.quantity).fill('1');
  await returns.getByLabel(r.reason).fill(lang === 'ar' ? 'البن أغمق مما أحب' : 'Darker than I like');
  await returns.getByRole('button', { name: r.submit }).click();
  await expect(returns.getByText(r.waiting)).toBeVisible();

  // Staff approve from the returns queue: the courier's return pickup is booked.
  const staffPage = await newPage(browser, lang);
  await logIn(staffPage, a, STAFF, '/admin/returns');
  const card = staffPage.locator('li[data-return]', { hasText: order.number });
  // The line's quantity in the page's digits, as its price (issue 26 item 10).
  await expect(card.locator('li', { hasText: '×' }).first()).toContainText(lang === 'ar' ? '× ١ ·' : '× 1 ·');
  await card.getByRole('button', { name: r.approve }).click();
  await expect(card.getByText(r.approved)).toBeVisible();

  // The simulated Bosta collects it at the shopper's door and brings it back.
  const { data: queue } = await asStaff<{
    data: { order_number: string; pickup: { tracking_number: string } }[];
  }>('GET', '/admin/returns?status=approved');
  const tracking = queue.find((item) => item.order_number === order.number)!.pickup.tracking_number;
  const collected = await fetch(`${simulatorURL}/bosta/_sim/deliveries/${tracking}/collect`, {
    method: 'POST',
  });
  expect(collected.status).toBe(200);

  // Staff see it back, keep it resellable (the default) and refund.
  await staffPage.reload();
  await expect(card.getByText(r.back)).toBeVisible();
  await card.getByRole('button', { name: r.refund, exact: true }).click();
  await expect(card.getByText(r.refundedStaff)).toBeVisible();
  await staffPage.context().close();

  // The shopper's order page shows the return refunded to the wallet, in their language.
  await page.reload();
  await expect(returns.getByText(r.refunded, { exact: true })).toBeVisible();
  await expect(returns.locator('[data-return-refund]')).toHaveText(r.toWallet);
  if (lang === 'ar') await expect(returns.locator('[data-return-refund]')).toContainText(/[٠-٩]/);
});
