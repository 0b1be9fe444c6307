/** What the API says about reviews, to shoppers and staff, in both languages; merged into messages.ts. */
export const reviewMessages = {
  en: {
    reviewNotEligible:
      'Only shoppers who received this product can review it. You can write your review once an order of yours that includes it has been delivered.',
    reviewExists: 'You have already reviewed this product. Edit your review instead.',
    reviewMissing: 'You have not reviewed this product yet.',
    reviewHideReason: 'Write why this review is hidden.',
    reviewRequestSubject: 'How was your order {number}?',
    reviewRequestBody:
      'Hello {name},\n\nYour order {number} reached you a few days ago. We hope you are enjoying it! Other shoppers would love to know what you think: rate {count, plural, one {the product you received} other {the # products you received}} here:\n\n{links}\n\nYour review shows on the product page, marked as a verified purchase, once our team has checked it.\n\nThank you for shopping at Bunn.',
  },
  ar: {
    reviewNotEligible:
      'يمكن تقييم هذا المنتج فقط لمن استلمه. يمكنك كتابة تقييمك بعد توصيل طلب لك يحتوي عليه.',
    reviewExists: 'لقد قيّمت هذا المنتج من قبل. عدّل تقييمك بدلًا من ذلك.',
    reviewMissing: 'لم تقيّم هذا المنتج بعد.',
    reviewHideReason: 'اكتب سبب إخفاء هذا التقييم.',
    reviewRequestSubject: 'ما رأيك في طلبك {number}؟',
    reviewRequestBody:
      'مرحبًا {name}،\n\nوصلك طلبك {number} منذ أيام قليلة، ونتمنى أن يكون قد أعجبك! يسعد المتسوّقين الآخرين أن يعرفوا رأيك: قيّم {count, plural, one {المنتج الذي استلمته} two {المنتجين اللذين استلمتهما} few {المنتجات الـ# التي استلمتها} many {المنتجات الـ# التي استلمتها} other {المنتجات الـ# التي استلمتها}} من هنا:\n\n{links}\n\nيظهر تقييمك في صفحة المنتج بعلامة «شراء موثّق» بعد أن يراجعه فريق المتجر.\n\nشكرًا لتسوّقك من بُنّ.',
  },
} as const;
