import { escapeHtml } from './http.js';

// The hosted payment page: a sandbox card form with Pay / Decline / Cancel, in the language the merchant asked
// for. It deliberately looks like a gateway's page (its own brand, colours and layout), not like the store.

export type PageLang = 'en' | 'ar';

const TEXTS = {
  en: {
    sandbox: 'Test mode: no real card is charged',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount to pay',
    card: 'Card number',
    expiry: 'Expiry',
    cvv: 'CVV',
    wallet: 'Wallet mobile number',
    pay: 'Pay',
    decline: 'Decline (test a refused payment)',
    cancel: 'Cancel and return to the merchant',
    installments: 'Pay in instalments: 6 months, 0% interest',
    finished: 'This payment is already finished.',
    expired: 'This payment link has expired.',
    back: 'Returning you to the merchant…',
    secured: 'Secured payment',
  },
  ar: {
    sandbox: 'وضع الاختبار: لن يُخصم أي مبلغ من بطاقة حقيقية',
    merchant: 'التاجر',
    order: 'الطلب',
    amount: 'المبلغ المطلوب',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvv: 'رمز الأمان',
    wallet: 'رقم موبايل المحفظة',
    pay: 'ادفع',
    decline: 'رفض (لتجربة دفع مرفوض)',
    cancel: 'إلغاء والعودة إلى التاجر',
    installments: 'الدفع بالتقسيط: ٦ أشهر بدون فوائد',
    finished: 'تمت معالجة عملية الدفع هذه بالفعل.',
    expired: 'انتهت صلاحية رابط الدفع هذا.',
    back: 'جارٍ إعادتك إلى التاجر…',
    secured: 'دفع آمن',
  },
} as const;

export const textsOf = (lang: PageLang) => TEXTS[lang];

const BRANDS = {
  paytabs: { name: 'PayTabs', colour: '#0a3d91', accent: '#f39200' },
  opay: { name: 'OPay', colour: '#1dcf9f', accent: '#0b1f3a' },
} as const;

export type PageInput = {
  gateway: keyof typeof BRANDS;
  lang: PageLang;
  merchant: string;
  reference: string;
  description: string;
  /** Piastres. */
  amount: number;
  currency: string;
  action: string;
  installments?: boolean;
  state: 'open' | 'finished' | 'expired';
};

function formatAmount(amount: number, currency: string, lang: PageLang) {
  const locale = lang === 'ar' ? 'ar-EG' : 'en-EG';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

export function renderPaymentPage(input: PageInput): string {
  const t = textsOf(input.lang);
  const brand = BRANDS[input.gateway];
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const payer =
    input.gateway === 'opay'
      ? `<label>${t.wallet}<input name="wallet" inputmode="tel" value="01000000000"></label>`
      : `<label>${t.card}<input name="card" inputmode="numeric" value="4111 1111 1111 1111"></label>
         <div class="row"><label>${t.expiry}<input name="expiry" value="12/30"></label>
         <label>${t.cvv}<input name="cvv" value="123"></label></div>`;
  const body =
    input.state === 'open'
      ? `<form method="post" action="${escapeHtml(input.action)}">
          ${payer}
          ${input.installments ? `<p class="note">${t.installments}</p>` : ''}
          <button name="action" value="pay" class="pay">${t.pay} ${formatAmount(input.amount, input.currency, input.lang)}</button>
          <button name="action" value="decline" class="secondary">${t.decline}</button>
          <button name="action" value="cancel" class="link">${t.cancel}</button>
        </form>`
      : `<p class="note">${input.state === 'expired' ? t.expired : t.finished}</p>`;
  return `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${brand.name} · ${t.secured}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f6; color: #1c2333; }
  header { background: ${brand.colour}; color: #fff; padding-block: 14px; padding-inline: 24px; display: flex; justify-content: space-between; }
  header strong { font-size: 1.3rem; letter-spacing: .04em; }
  main { max-width: 440px; margin-block: 32px; margin-inline: auto; background: #fff; border-radius: 10px; padding: 24px; box-shadow: 0 4px 20px #0002; }
  .sandbox { background: #fff6e0; border: 1px solid ${brand.accent}; padding: 8px; border-radius: 6px; font-size: .85rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; } dt { color: #667; } dd { margin: 0; text-align: end; }
  .total { font-size: 1.4rem; font-weight: 700; }
  label { display: block; margin-block: 10px; font-size: .9rem; color: #445; }
  input { display: block; width: 100%; box-sizing: border-box; padding: 10px; border: 1px solid #c8cfdc; border-radius: 6px; font-size: 1rem; margin-block-start: 4px; }
  .row { display: flex; gap: 12px; } .row label { flex: 1; }
  button { display: block; width: 100%; padding: 12px; margin-block-start: 10px; border-radius: 6px; font-size: 1rem; cursor: pointer; }
  .pay { background: ${brand.colour}; color: #fff; border: 0; font-weight: 700; }
  .secondary { background: #fff; border: 1px solid #c33; color: #c33; }
  .link { background: none; border: 0; color: #445; text-decoration: underline; }
  .note { color: #445; }
</style></head>
<body>
<header><strong>${brand.name}</strong><span>🔒 ${t.secured}</span></header>
<main>
  <p class="sandbox">${t.sandbox}</p>
  <dl>
    <dt>${t.merchant}</dt><dd>${escapeHtml(input.merchant)}</dd>
    <dt>${t.order}</dt><dd>${escapeHtml(input.description)}</dd>
    <dt>${t.amount}</dt><dd class="total">${formatAmount(input.amount, input.currency, input.lang)}</dd>
  </dl>
  ${body}
</main>
</body></html>`;
}
