import { amountsIn, expect, expectDocumentLanguage, test, toLatinDigits } from './fixtures';
import { createShopper } from './support/accounts';
import { logIn } from './support/backoffice';
import { findProduct, placeCodOrder } from './support/orders';
import type { Lang } from './support/texts';
import { ADMIN_TEXTS } from './support/texts-admin';

/**
 * What the invoice journey reads on the page, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
const INVOICE_TEXTS: Record<
  Lang,
  {
    viewInvoice: string;
    title: string;
    print: string;
    taxNumber: string;
    total: string;
    vat: RegExp;
    soldBy: RegExp;
    backToOrder: string;
  }
> = {
  en: {
    viewInvoice: 'View the tax invoice',
    title: 'Tax invoice',
    print: 'Print',
    taxNumber: 'Tax registration number',
    total: 'Total, VAT included',
    vat: /^Of which VAT at 14%$/,
    soldBy: /^Sold by .+/,
    backToOrder: 'Back to the order',
  },
  ar: {
    viewInvoice: 'عرض الفاتورة الضريبية',
    title: 'فاتورة ضريبية',
    print: 'طباعة',
    taxNumber: 'الرقم الضريبي',
    total: 'الإجمالي شاملًا الضريبة',
    // The Arabic percent sign comes with a direction mark after it (U+061C).
    vat: /^منها ضريبة القيمة المضافة بنسبة ١٤[٪%][\u061C\u200E\u200F]?$/,
    soldBy: /^البائع: .+/,
    backToOrder: 'العودة إلى الطلب',
  },
};

/** A cash-on-delivery order of two units of a plain product, placed through the API by a new shopper. */
async function placeOrder(lang: Lang) {
  const shopper = await createShopper();
  const product = await findProduct(
    lang,
    (item) => !item.has_variants && item.stock >= 5 && item.price * 2 < 800_000,
  );
  const order = await placeCodOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
  return { shopper, order };
}

test('invoice: the shopper opens a placed order’s tax invoice from the order page; its figures add up, it prints on A4 and fits a phone', async ({
  page,
  lang,
  t,
}) => {
  const k = INVOICE_TEXTS[lang];
  const { shopper, order } = await placeOrder(lang);
  await logIn(page, ADMIN_TEXTS[lang], shopper, `/profile/order-history/${order.number}`);
  await expect(page).toHaveURL(new RegExp(`/profile/order-history/${order.number}$`));

  await page.getByRole('link', { name: k.viewInvoice }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/order-history/${order.number}/invoice$`));
  await expectDocumentLanguage(page, lang);
  const sheet = page.getByRole('article', { name: k.title });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('invoice-number')).toHaveText(/^INV-\d{4}-\d{6}$/);
  await expect(sheet).toContainText(order.number);
  await expect(sheet).toContainText(k.taxNumber);

  // One line, two units, with its seller; the line's amount is the order's.
  const rows = sheet.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const line = rows.nth(1);
  await expect(line.getByText(k.soldBy)).toBeVisible();
  expect(toLatinDigits(((await line.getByRole('cell').first().textContent()) ?? '').trim())).toBe('2');
  const lineAmounts = amountsIn((await line.textContent()) ?? '', t);
  expect(Math.round(lineAmounts.at(-1)! * 100)).toBe(order.items[0]!.line_total);

  // The total is the order's, and the VAT in it is 14/114 of it, to the piastre.
  const totals = sheet.getByTestId('invoice-totals');
  const total = totals.locator('div').filter({ hasText: k.total });
  const totalAmount = Math.round(amountsIn((await total.textContent()) ?? '', t)[0]! * 100);
  expect(totalAmount).toBe(order.DiscountedTotal);
  const vat = totals.locator('div').filter({ has: page.getByText(k.vat) });
  const vatAmount = Math.round(amountsIn((await vat.textContent()) ?? '', t)[0]! * 100);
  expect(vatAmount).toBe(Math.round((order.DiscountedTotal * 14) / 114));
  if (lang === 'ar') expect((await totals.textContent()) ?? '').not.toMatch(/[0-9]/);

  // Printed: the sheet alone, on A4, without the store's header, footer or the print button.
  await expect(page.getByRole('button', { name: k.print })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: k.print })).toBeHidden();
  await expect(page.getByRole('link', { name: k.backToOrder })).toBeHidden();
  // Hidden from print, so out of the accessibility tree: found by its element.
  await expect(page.locator('header').first()).toHaveCSS('visibility', 'hidden');
  await expect(sheet).toHaveCSS('visibility', 'visible');
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // A4 is 595 × 842 points; the PDF's first page says its size in its MediaBox.
  expect(pdf.toString('latin1')).toMatch(/MediaBox\s*\[\s*0 0 59[45](?:\.\d+)? 84[12](?:\.\d+)?\s*\]/);

  // On a phone the invoice fits the screen's width: the page never scrolls sideways.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sheet).toBeVisible();
  await expect(totals).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
