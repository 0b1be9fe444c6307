/** What the back office and the seller portal say to a person, in both languages; merged into messages.ts. */
export const backofficeMessages = {
  en: {
    adminOnly: 'Only store admins can do this.',
    sellerOnly: 'Only sellers can do this.',
    beforeDiscountAbovePrice: 'The price before the sale must be higher than the price.',
  },
  ar: {
    adminOnly: 'هذا الإجراء متاح لمديري المتجر فقط.',
    sellerOnly: 'هذا الإجراء متاح للبائعين فقط.',
    beforeDiscountAbovePrice: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
  },
} as const;
