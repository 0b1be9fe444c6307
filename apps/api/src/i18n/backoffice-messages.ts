/** What the back office and the seller portal say to a person, in both languages; merged into messages.ts. */
export const backofficeMessages = {
  en: {
    adminOnly: 'Only store admins can do this.',
    sellerOnly: 'Only sellers can do this.',
    beforeDiscountAbovePrice: 'The price before the sale must be higher than the price.',
    accountBlocked: 'This account has been blocked. Please contact customer service.',
    walletInsufficient: 'The wallet does not hold enough for this debit.',
    idempotencyKeyRequiredAdmin: 'Send an Idempotency-Key header (a new UUID per adjustment).',
  },
  ar: {
    adminOnly: 'هذا الإجراء متاح لمديري المتجر فقط.',
    sellerOnly: 'هذا الإجراء متاح للبائعين فقط.',
    beforeDiscountAbovePrice: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
    accountBlocked: 'تم إيقاف هذا الحساب. يُرجى التواصل مع خدمة العملاء.',
    walletInsufficient: 'رصيد المحفظة لا يكفي لهذا الخصم.',
    idempotencyKeyRequiredAdmin: 'أرسل الترويسة Idempotency-Key (معرّف UUID جديد لكل تعديل).',
  },
} as const;
