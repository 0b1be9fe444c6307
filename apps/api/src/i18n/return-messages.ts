/** What the returns module says to shoppers and staff (Law 181/2018 windows, decisions, refunds, emails). */
export const returnMessages = {
  en: {
    returnKind_change_of_mind: 'Changed my mind',
    returnKind_defect: 'Defective item',
    returnStatus_requested: 'Waiting for our decision',
    returnStatus_refused: 'Refused',
    returnStatus_approved: 'Approved: the courier will collect it',
    returnStatus_received: 'Back with us: being checked',
    returnStatus_refunded: 'Refunded',
    returnNotDelivered: 'Only a delivered order can be returned.',
    returnWindowClosed:
      'The 14 days to return this order without a reason ended on {date}. A defective item can still be returned within 30 days of delivery.',
    returnDefectWindowClosed: 'The 30 days to return a defective item from this order ended on {date}.',
    returnRefundWalletOnly: 'An order paid in cash or from the wallet is refunded to your store wallet.',
    returnLineUnknown: 'One of the items is not part of this order.',
    returnTooMany:
      '{count, plural, =0 {Nothing more of {name} can be returned.} one {Only # unit of {name} can still be returned.} other {Only # units of {name} can still be returned.}}',
    returnTooManyPhotos: 'Attach at most 3 photos.',
    returnAlreadyRefused: 'This return was refused.',
    returnAlreadyDecided: 'This return was already decided.',
    returnPickupUnavailable:
      'We could not reach the courier to book the pickup. The return stays approved; approve it again in a moment to book the pickup.',
    returnNotReceived: 'The parcel is not back with us yet.',
    returnLinesUnjudged: 'Mark every item of the return as resellable or not.',
    refundNotRefused: 'This refund was not refused, so there is nothing to retry.',
    returnRefundToWallet: 'your store wallet',
    returnRefundToOriginal: 'the card or OPay account you paid with',
    returnApprovedSubject: 'Your return from Bunn order {number} is approved',
    returnApprovedBody:
      'Hello {name},\n\nWe approved your return from order {number}. Our courier will contact you to collect the items; please have them ready in their packaging.\n\nOnce they are back with us and checked, we refund you.',
    returnRefusedSubject: 'Your return from Bunn order {number}',
    returnRefusedBody:
      'Hello {name},\n\nWe are sorry: we cannot accept your return from order {number}.\n\nThe reason: {reason}\n\nIf you have a question, reply to this email.',
    returnRefundedSubject: 'Your refund for Bunn order {number}',
    returnRefundedBody:
      'Hello {name},\n\nThe items you returned from order {number} are back with us. We are refunding {amount} to {to}.\n\nYou can follow it on your order page.',
  },
  ar: {
    returnKind_change_of_mind: 'غيّرت رأيي',
    returnKind_defect: 'منتج به عيب',
    returnStatus_requested: 'في انتظار قرارنا',
    returnStatus_refused: 'مرفوض',
    returnStatus_approved: 'تمت الموافقة: سيستلمه المندوب',
    returnStatus_received: 'وصل إلينا: قيد الفحص',
    returnStatus_refunded: 'تم الاسترداد',
    returnNotDelivered: 'لا يمكن إرجاع إلا طلب تم توصيله.',
    returnWindowClosed:
      'انتهت مهلة الـ١٤ يومًا لإرجاع هذا الطلب دون ذكر سبب في {date}. ما زال بإمكانك إرجاع منتج به عيب خلال ٣٠ يومًا من التوصيل.',
    returnDefectWindowClosed: 'انتهت مهلة الـ٣٠ يومًا لإرجاع منتج به عيب من هذا الطلب في {date}.',
    returnRefundWalletOnly: 'الطلب المدفوع نقدًا أو من المحفظة تُسترد قيمته إلى محفظتك في المتجر.',
    returnLineUnknown: 'أحد المنتجات ليس من هذا الطلب.',
    returnTooMany:
      '{count, plural, zero {لا يمكن إرجاع المزيد من {name}.} one {يمكن إرجاع قطعة واحدة فقط من {name}.} two {يمكن إرجاع قطعتين فقط من {name}.} few {يمكن إرجاع # قطع فقط من {name}.} many {يمكن إرجاع # قطعة فقط من {name}.} other {يمكن إرجاع # قطعة فقط من {name}.}}',
    returnTooManyPhotos: 'أرفق ٣ صور على الأكثر.',
    returnAlreadyRefused: 'تم رفض طلب الإرجاع هذا.',
    returnAlreadyDecided: 'تم البت في طلب الإرجاع هذا من قبل.',
    returnPickupUnavailable:
      'تعذّر الوصول إلى شركة الشحن لحجز الاستلام. يبقى الإرجاع مقبولًا؛ وافق عليه مرة أخرى بعد قليل لحجز الاستلام.',
    returnNotReceived: 'لم يصل الطرد إلينا بعد.',
    returnLinesUnjudged: 'حدّد لكل منتج في الإرجاع هل يصلح لإعادة البيع أم لا.',
    refundNotRefused: 'لم يُرفض هذا الاسترداد، فلا شيء لإعادة المحاولة.',
    returnRefundToWallet: 'محفظتك في المتجر',
    returnRefundToOriginal: 'البطاقة أو حساب OPay الذي دفعت به',
    returnApprovedSubject: 'تمت الموافقة على إرجاع منتجات من طلبك {number} من بُنّ',
    returnApprovedBody:
      'مرحبًا {name}،\n\nوافقنا على إرجاع المنتجات من طلبك {number}. سيتواصل معك المندوب لاستلامها؛ يُرجى تجهيزها في عبوتها.\n\nبعد وصولها إلينا وفحصها نردّ إليك المبلغ.',
    returnRefusedSubject: 'طلب الإرجاع من طلبك {number} من بُنّ',
    returnRefusedBody:
      'مرحبًا {name}،\n\nنأسف، لا يمكننا قبول إرجاع المنتجات من طلبك {number}.\n\nالسبب: {reason}\n\nإن كان لديك سؤال فردّ على هذه الرسالة.',
    returnRefundedSubject: 'استرداد المبلغ عن طلبك {number} من بُنّ',
    returnRefundedBody:
      'مرحبًا {name}،\n\nوصلت إلينا المنتجات التي أرجعتها من طلبك {number}. نردّ إليك {amount} إلى {to}.\n\nيمكنك متابعة ذلك من صفحة طلبك.',
  },
} as const;
