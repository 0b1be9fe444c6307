/**
 * What checkout and orders say to a person, in both languages; merged into messages.ts. Amounts are already
 * formatted (formatEgp) when they reach {amount}; dates are Cairo wall-clock time.
 */
export const checkoutMessages = {
  en: {
    // Coupons (spec §8: "Coupon added successfully" / "Invalid Coupon", then the reason).
    couponAdded: 'Coupon added successfully',
    invalidCoupon: 'Invalid Coupon',
    couponNotUsable:
      'This code cannot be used on this order. Check how it is spelled, and the offer’s terms: its dates, the minimum order and the products it covers.',
    couponUsedByYou: 'You have already used this coupon as many times as it allows.',
    // Placing an order (spec §5 for the address and payment sentences).
    emptyCart: 'Your cart is empty.',
    addressRequired: 'You should select address or fill required data first',
    addressOneOf: 'Send either a saved address or a new one, not both.',
    addressNotFound: 'We could not find this address in your address book.',
    paymentMethodRequired: 'You Should to Select Payment',
    paymentMethodUnavailable: 'This payment method cannot be used for this order.',
    codAboveMax: 'Cash on delivery is available for orders up to {amount}.',
    walletEmpty: 'Your wallet has no balance.',
    walletNotEnough: 'Your wallet balance ({amount}) does not cover this order.',
    walletNotUsed: 'Turn on "use my wallet" to pay from it.',
    shippingUnavailable: 'We do not deliver to {governorate} yet.',
    outOfStock: 'Some items are not in stock in the quantity in your cart.',
    outOfStockLine: '{name}: {available, plural, =0 {sold out} one {only # left} other {only # left}}.',
    lineQuantityLimit: 'One order can take only so many of each item; please lower these quantities.',
    lineQuantityLimitLine: '{name}: at most {max, plural, one {# piece} other {# pieces}} per order.',
    tooManyUnpaidOrders:
      'You already have {count, plural, one {an order} other {# orders}} waiting for payment. Pay for or cancel it from My orders before placing another order paid online, or choose cash on delivery.',
    idempotencyKeyRequired: 'Send an Idempotency-Key header (a UUID) with the order.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different order.',
    // Statuses (spec §4 labels).
    statusPENDING: 'Pending',
    statusPLACED: 'Placed',
    statusACCEPT: 'Accepted',
    statusPREPARE: 'Preparing',
    statusREADY_TO_SHIP: 'Ready to Ship',
    statusWITH_COURIER: 'With Courier',
    statusDELIVERED: 'Delivered',
    statusCANCELED: 'Canceled',
    illegalStatusChange: 'This order cannot move to that status from the one it is in now.',
    orderNotCancelable: 'This order can no longer be canceled.',
    staffOnly: 'Only store staff can do this.',
    // Payment methods.
    methodCodName: 'Cash on delivery',
    methodCodDescription: 'Pay in cash when your order arrives.',
    methodWalletName: 'Store wallet',
    methodWalletDescription: 'Pay from your wallet balance: {amount}.',
    methodCardName: 'Credit or debit card',
    methodCardDescription: 'Visa, Mastercard or Meeza, paid securely online.',
    methodInstallmentsName: 'Instalments',
    methodInstallmentsDescription: 'Spread the cost over monthly instalments with your bank card.',
    methodOpayName: 'OPay',
    methodOpayDescription: 'Pay with your OPay wallet or OPay card.',
    methodFawryName: 'Pay at Fawry',
    methodFawryDescription:
      'Get a reference number and pay in cash at any Fawry outlet or ATM, or in the myFawry app.',
    fawryOff: 'Pay at Fawry is not available at the moment. Please choose another way to pay.',
    methodInstapayName: 'InstaPay transfer',
    methodInstapayDescription:
      'Transfer the amount from your bank app to our InstaPay address, then send us a screenshot of the transfer.',
    instapayOff: 'InstaPay transfers are not available at the moment. Please choose another way to pay.',
    fawryCodeSubject: 'Pay for your Bunn order {number} at Fawry',
    fawryCodeBody:
      'Hello {name},\n\nYour order {number} is waiting for your payment.\n\nFawry reference number: {reference}\nAmount: {amount}\nPay by: {deadline} (Cairo time)\n\nPay in cash at any Fawry outlet or ATM, or in the myFawry app, with this reference number. We hold your items until then; if the payment does not arrive in time, the order is canceled.\n\n{lines}',
    // Wallet lines.
    walletOrderPayment: 'Payment for order {number}',
    walletOrderRefund: 'Refund for canceled order {number}',
    // Emails.
    orderPlacedSubject: 'Your Bunn order {number} is confirmed',
    orderPlacedBody:
      'Hello {name},\n\nThank you for your order {number}.\n\n{lines}\n\n{figures}\nPayment: {method}\nDelivery to: {address}\nIt should reach you within 1 to 3 days.\n\nYou can follow it in your order history.',
    orderAcceptedSubject: 'Your Bunn order {number} was accepted',
    orderAcceptedBody: 'Hello {name},\n\nWe have accepted your order {number} and are preparing it.',
    orderWithCourierSubject: 'Your Bunn order {number} is on its way',
    orderWithCourierBody:
      'Hello {name},\n\nYour order {number} is with the courier and should reach you soon.\n\nTotal to pay on delivery: {due}.',
    orderDeliveredSubject: 'Your Bunn order {number} was delivered',
    orderDeliveredBody: 'Hello {name},\n\nYour order {number} has been delivered. Enjoy your coffee!',
    orderCanceledSubject: 'Your Bunn order {number} was canceled',
    orderCanceledBody:
      'Hello {name},\n\nYour order {number} has been canceled.\n\n{refund}\n\nIf you did not expect this, please contact us.',
    // An order's money in an email, the rows of its page (a line on sale names its was-price).
    emailLineWas: '{text} (instead of {was})',
    emailSubtotal: 'Subtotal: {amount}',
    emailCouponDiscount: 'Coupon discount: {amount}',
    emailDelivery: 'Delivery: {amount}',
    emailDeliveryFree: 'Delivery: free',
    emailWalletPaid: 'Paid from wallet: {amount}',
    emailTotal: 'Total: {amount}',
    emailYouSave: 'You save {amount}',
    // What a cancel gives back, one sentence per destination ({days}: workingDays).
    refundWalletDone: '{amount} went back to your store wallet; you can spend it straight away.',
    refundCardDone: '{amount} was refunded to the card you paid with.',
    refundCardPending:
      '{amount} will be refunded to the card you paid with within {days, plural, one {# working day} other {# working days}}.',
    refundOpayDone: '{amount} was refunded to your OPay account.',
    refundOpayPending:
      '{amount} will be refunded to your OPay account within {days, plural, one {# working day} other {# working days}}.',
    refundNone: 'Nothing was charged for this order, so there is nothing to refund.',
  },
  ar: {
    couponAdded: 'تمت إضافة الكوبون بنجاح',
    invalidCoupon: 'كوبون غير صالح',
    couponNotUsable:
      'لا يمكن استخدام هذا الرمز في هذا الطلب. تأكد من كتابته بشكل صحيح ومن شروط العرض: مدته والحد الأدنى للطلب والمنتجات التي يشملها.',
    couponUsedByYou: 'لقد استخدمت هذا الكوبون بالعدد المسموح به من المرات.',
    emptyCart: 'سلتك فارغة.',
    addressRequired: 'يجب اختيار عنوان أو إدخال البيانات المطلوبة أولًا',
    addressOneOf: 'أرسل عنوانًا محفوظًا أو عنوانًا جديدًا، وليس كليهما.',
    addressNotFound: 'لم نعثر على هذا العنوان في دفتر عناوينك.',
    paymentMethodRequired: 'يجب اختيار طريقة الدفع',
    paymentMethodUnavailable: 'لا يمكن استخدام طريقة الدفع هذه لهذا الطلب.',
    codAboveMax: 'الدفع عند الاستلام متاح للطلبات حتى {amount}.',
    walletEmpty: 'لا يوجد رصيد في محفظتك.',
    walletNotEnough: 'رصيد محفظتك ({amount}) لا يغطي هذا الطلب.',
    walletNotUsed: 'فعّل خيار "استخدام محفظتي" للدفع منها.',
    shippingUnavailable: 'لا نوصّل إلى {governorate} حتى الآن.',
    outOfStock: 'بعض المنتجات غير متوفرة بالكمية الموجودة في سلتك.',
    outOfStockLine:
      '{name}: {available, plural, zero {نفدت الكمية} one {لم يتبقَّ إلا قطعة واحدة} two {لم يتبقَّ إلا قطعتان} few {لم يتبقَّ إلا # قطع} many {لم يتبقَّ إلا # قطعة} other {لم يتبقَّ إلا # قطعة}}.',
    lineQuantityLimit: 'للطلب الواحد حد أقصى من كل منتج، يُرجى تقليل هذه الكميات.',
    lineQuantityLimitLine:
      '{name}: {max, plural, zero {غير متاح} one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}} بحد أقصى في الطلب الواحد.',
    tooManyUnpaidOrders:
      'لديك {count, plural, zero {طلبات} one {طلب} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} في انتظار الدفع. أكمل الدفع أو ألغِ الطلب من صفحة طلباتي قبل إنشاء طلب جديد بالدفع الإلكتروني، أو اختر الدفع عند الاستلام.',
    idempotencyKeyRequired: 'أرسل ترويسة Idempotency-Key (بصيغة UUID) مع الطلب.',
    idempotencyKeyReused: 'استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف.',
    statusPENDING: 'قيد الانتظار',
    statusPLACED: 'تم الطلب',
    statusACCEPT: 'تم القبول',
    statusPREPARE: 'قيد التحضير',
    statusREADY_TO_SHIP: 'جاهز للشحن',
    statusWITH_COURIER: 'مع المندوب',
    statusDELIVERED: 'تم التوصيل',
    statusCANCELED: 'ملغي',
    illegalStatusChange: 'لا يمكن نقل هذا الطلب إلى تلك الحالة من حالته الحالية.',
    orderNotCancelable: 'لم يعد من الممكن إلغاء هذا الطلب.',
    staffOnly: 'هذا الإجراء متاح لفريق المتجر فقط.',
    methodCodName: 'الدفع عند الاستلام',
    methodCodDescription: 'ادفع نقدًا عند وصول طلبك.',
    methodWalletName: 'محفظة المتجر',
    methodWalletDescription: 'ادفع من رصيد محفظتك: {amount}.',
    methodCardName: 'بطاقة ائتمان أو خصم',
    methodCardDescription: 'فيزا أو ماستركارد أو ميزة، بدفع آمن عبر الإنترنت.',
    methodInstallmentsName: 'التقسيط',
    methodInstallmentsDescription: 'قسّط قيمة طلبك على أقساط شهرية ببطاقتك البنكية.',
    methodOpayName: 'OPay',
    methodOpayDescription: 'ادفع بمحفظة OPay أو بطاقة OPay.',
    methodFawryName: 'الدفع في فوري',
    methodFawryDescription:
      'احصل على رقم مرجعي وادفع نقدًا في أي منفذ فوري أو ماكينة صراف آلي، أو من تطبيق myFawry.',
    fawryOff: 'الدفع في فوري غير متاح حاليًا. يُرجى اختيار طريقة دفع أخرى.',
    methodInstapayName: 'تحويل إنستاباي',
    methodInstapayDescription:
      'حوّل المبلغ من تطبيق البنك إلى عنوان إنستاباي الخاص بنا، ثم أرسل لنا صورة من شاشة التحويل.',
    instapayOff: 'التحويل عبر إنستاباي غير متاح حاليًا. يُرجى اختيار طريقة دفع أخرى.',
    fawryCodeSubject: 'ادفع قيمة طلبك {number} من بُنّ في فوري',
    fawryCodeBody:
      'مرحبًا {name}،\n\nطلبك {number} في انتظار الدفع.\n\nالرقم المرجعي في فوري: {reference}\nالمبلغ: {amount}\nادفع قبل: {deadline} (بتوقيت القاهرة)\n\nادفع نقدًا بهذا الرقم المرجعي في أي منفذ فوري أو ماكينة صراف آلي، أو من تطبيق myFawry. نحجز منتجاتك حتى هذا الموعد، وإن لم يصل الدفع في وقته يُلغى الطلب.\n\n{lines}',
    walletOrderPayment: 'دفع الطلب {number}',
    walletOrderRefund: 'استرداد قيمة الطلب الملغي {number}',
    orderPlacedSubject: 'تم تأكيد طلبك {number} من بُنّ',
    orderPlacedBody:
      'مرحبًا {name}،\n\nشكرًا لطلبك {number}.\n\n{lines}\n\n{figures}\nطريقة الدفع: {method}\nالتوصيل إلى: {address}\nيصلك الطلب خلال يوم إلى ٣ أيام.\n\nيمكنك متابعته من سجل طلباتك.',
    orderAcceptedSubject: 'تم قبول طلبك {number} من بُنّ',
    orderAcceptedBody: 'مرحبًا {name}،\n\nقبلنا طلبك {number} ونعمل على تحضيره.',
    orderWithCourierSubject: 'طلبك {number} من بُنّ في الطريق إليك',
    orderWithCourierBody:
      'مرحبًا {name}،\n\nطلبك {number} مع المندوب وسيصلك قريبًا.\n\nالمبلغ المطلوب عند الاستلام: {due}.',
    orderDeliveredSubject: 'تم توصيل طلبك {number} من بُنّ',
    orderDeliveredBody: 'مرحبًا {name}،\n\nتم توصيل طلبك {number}. استمتع بقهوتك!',
    orderCanceledSubject: 'تم إلغاء طلبك {number} من بُنّ',
    orderCanceledBody:
      'مرحبًا {name}،\n\nتم إلغاء طلبك {number}.\n\n{refund}\n\nإذا لم تكن تتوقع ذلك، يُرجى التواصل معنا.',
    emailLineWas: '{text} (بدلًا من {was})',
    emailSubtotal: 'المجموع الفرعي: {amount}',
    emailCouponDiscount: 'خصم الكوبون: {amount}',
    emailDelivery: 'التوصيل: {amount}',
    emailDeliveryFree: 'التوصيل: مجاني',
    emailWalletPaid: 'مدفوع من المحفظة: {amount}',
    emailTotal: 'الإجمالي: {amount}',
    emailYouSave: 'قيمة التوفير: {amount}',
    refundWalletDone: 'أُعيد مبلغ {amount} إلى محفظتك في المتجر، ويمكنك استخدامه فورًا.',
    refundCardDone: 'أُعيد مبلغ {amount} إلى البطاقة التي دفعت بها.',
    refundCardPending:
      'سيُعاد مبلغ {amount} إلى البطاقة التي دفعت بها خلال {days, plural, zero {# يوم عمل} one {يوم عمل واحد} two {يومَي عمل} few {# أيام عمل} many {# يوم عمل} other {# يوم عمل}}.',
    refundOpayDone: 'أُعيد مبلغ {amount} إلى حسابك في OPay.',
    refundOpayPending:
      'سيُعاد مبلغ {amount} إلى حسابك في OPay خلال {days, plural, zero {# يوم عمل} one {يوم عمل واحد} two {يومَي عمل} few {# أيام عمل} many {# يوم عمل} other {# يوم عمل}}.',
    refundNone: 'لم نحصّل أي مبلغ مقابل هذا الطلب، لذا لا يوجد ما نردّه.',
  },
} as const;
