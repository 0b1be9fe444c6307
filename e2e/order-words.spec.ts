import { expect, test } from './fixtures';
import { callAsShopper } from './support/accounts';
import { logIn, newPage, STAFF } from './support/backoffice';
import { listProducts, placeOrderByApi } from './support/orders';
import type { Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';
import { PAYMENT_TEXTS } from './support/texts-payments';

// Issue 26, items 1 and 2: a paid card order canceled by staff with an internal note. Staff read the charge and
// the refund once each, with its state; the shopper reads no staff note, no gateway reference, no delivery
// promise, and what goes back to their card and when, in their language.

/** What this journey reads, written apart from the message files on purpose (see support/texts.ts). */
const TEXTS: Record<
  Lang,
  {
    apiLang: string;
    canceled: string;
    dialogYes: string;
    tellCustomer: string;
    refundToCard: RegExp;
    shopperRefund: RegExp;
    deliveryPromise: RegExp;
  }
> = {
  en: {
    apiLang: 'en-US',
    canceled: 'Canceled',
    dialogYes: 'Yes, continue',
    tellCustomer: 'Tell the customer',
    refundToCard: /^Refund to the card: EGP\s?[\d,.]+ \((waiting for the gateway|done)\)/,
    shopperRefund:
      /EGP\s?[\d,.]+ (will be refunded to the card you paid with within 7 working days|was refunded to the card you paid with)\./,
    deliveryPromise: /Delivered within/,
  },
  ar: {
    apiLang: 'ar-SA',
    canceled: 'ملغي',
    dialogYes: 'نعم، متابعة',
    tellCustomer: 'أبلِغ العميل',
    refundToCard: /^استرداد إلى البطاقة: .+، (بانتظار بوابة الدفع|تم)/,
    shopperRefund:
      /(سيُعاد مبلغ .+ إلى البطاقة التي دفعت بها خلال ٧ أيام عمل|أُعيد مبلغ .+ إلى البطاقة التي دفعت بها)\./,
    deliveryPromise: /يصلك خلال/,
  },
};

const INTERNAL_NOTE = 'Customer asked to cancel by phone';

/** A shopper's card order, placed in `lang` through the API, waiting at the gateway: its number and the gateway page. */
async function cardOrderAtGateway(lang: Lang) {
  const product = (await listProducts(lang, { sort: 'price_asc', per_page: '24' })).find(
    (candidate) => candidate.stock >= 5 && !candidate.has_variants,
  )!;
  const { shopper, order } = await placeOrderByApi(lang, [[product.id, 1]], 'card');
  const { number } = order;
  // The gateway's page speaks the language the payment was started in.
  const started = (await callAsShopper(
    shopper.accessToken,
    'POST',
    `/payments/paytabs?lang=${TEXTS[lang].apiLang}`,
    {
      order_number: number,
      method: 'card',
    },
  )) as { data: { redirect_url: string } };
  return { shopper, number, gatewayUrl: started.data.redirect_url };
}

test('staff cancel a paid card order with an internal note; the shopper reads the refund, never the note', async ({
  page,
  browser,
  lang,
}) => {
  test.setTimeout(180_000);
  const a = ADMIN_TEXTS[lang];
  const p = PAYMENT_TEXTS[lang];
  const w = TEXTS[lang];
  const { shopper, number, gatewayUrl } = await cardOrderAtGateway(lang);
  const shopperPage = await newPage(browser, lang);

  await test.step('the shopper pays on the gateway page', async () => {
    await logIn(
      shopperPage,
      a,
      { email: shopper.email, password: shopper.password },
      '/profile/order-history',
    );
    await shopperPage.goto(gatewayUrl);
    await shopperPage.getByRole('button', { name: p.gatewayPay }).click();
    await expect(shopperPage).toHaveURL(/\/checkout\/success\?order=CM-\d{4}-\d{6,}&payment=success$/, {
      timeout: 30_000,
    });
  });

  await test.step('staff cancel it with a note they keep internal', async () => {
    await logIn(page, a, STAFF, `/admin/orders/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: a.orderTitle(number) })).toBeVisible();
    await page.getByLabel(a.nextStatus).selectOption({ label: w.canceled });
    await page.getByLabel(a.note).fill(INTERNAL_NOTE);
    await expect(page.getByRole('checkbox', { name: w.tellCustomer })).not.toBeChecked();
    await page.getByRole('button', { name: a.move }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.dialogYes }).click();
    // The status as shown, not the select's hidden option of the same name; the cancel refunds the card at
    // the gateway first, which a loaded machine took over 10 s to do.
    await expect(
      page.locator('main').getByText(w.canceled, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible({ timeout: 30_000 });
    // The charge and its refund, once each, the refund with its own state.
    await expect(page.getByText(w.refundToCard)).toHaveCount(1);
    await expect(page.getByText(INTERNAL_NOTE)).toBeVisible();
  });

  await test.step("the shopper's order page: no note, no gateway reference, no delivery promise; the refund", async () => {
    await shopperPage.goto(`/profile/order-history/${number}`);
    const main = shopperPage.locator('main');
    await expect(main.getByText(w.canceled, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(w.shopperRefund)).toBeVisible();
    await expect(main.getByText(INTERNAL_NOTE)).toHaveCount(0);
    await expect(main.getByText(/paytabs|TST\d/i)).toHaveCount(0);
    await expect(main.getByText(w.deliveryPromise)).toHaveCount(0);
  });
  await shopperPage.context().close();
});
