/** What the payments module says to shoppers (and to the gateways' pages), in both languages. */
export const paymentMessages = {
  en: {
    orderAlreadyPaid: 'This order is already paid.',
    orderCanceledNotPayable:
      'This order was canceled, so it can no longer be paid. Please place a new order.',
    orderExpiredNotPayable:
      'The time to pay for this order has run out and its items were released. Please place a new order.',
    orderNotOnline: 'This order is not paid online.',
    paymentAttemptsExceeded:
      'This order has had too many payment attempts. Cancel it from My orders and order again, or choose cash on delivery.',
    paymentGatewayUnavailable:
      'We could not reach the payment service. Nothing was charged; please try again in a moment.',
    paymentNotRecognized: 'This payment notification was not accepted.',
    paymentOrderDescription: 'Bunn order {number}',
    instapayProofEmpty: 'Upload a screenshot of your transfer or enter its reference number.',
    instapayScreenshotUnsupported: 'The screenshot must be a JPG or PNG image.',
    instapayReferenceInvalid:
      'Enter the transfer reference as your bank app shows it: 4 to 40 Latin letters, digits or dashes.',
    instapayNotAwaiting: 'This order is not waiting for an InstaPay transfer.',
    instapayHoldExpired:
      'The time to confirm this transfer has run out: the order was released. The shopper can order again.',
    instapayNothingToConfirm: 'This order has no InstaPay transfer waiting to be checked.',
    instapayConfirmNote: 'InstaPay transfer confirmed by {staff}',
    instapayRefusedSubject: 'We could not confirm the InstaPay transfer for your Bunn order {number}',
    instapayRefusedBody:
      'Hello {name},\n\nWe could not confirm your InstaPay transfer for order {number}, so the order has been canceled and its items released.\n\nReason: {reason}\n\nIf money left your account, reply to this email with the transfer details and we will sort it out. You are welcome to place a new order at any time.',
    instapaySubject: 'Pay for your Bunn order {number} by InstaPay',
    instapayBody:
      'Hello {name},\n\nYour order {number} is waiting for your InstaPay transfer.\n\nTransfer to: {address}\nAmount: {amount}\nWrite in the note: {number}\nBy: {deadline} (Cairo time)\n\nThen upload a screenshot of the transfer, or enter its reference number, on your order page. We hold your items until then; if the transfer is not confirmed in time, the order is canceled.\n\n{lines}',
  },
  ar: {
    orderAlreadyPaid: 'تم دفع هذا الطلب بالفعل.',
    orderCanceledNotPayable: 'تم إلغاء هذا الطلب، ولم يعد من الممكن دفعه. يُرجى إنشاء طلب جديد.',
    orderExpiredNotPayable:
      'انتهت المهلة المتاحة لدفع هذا الطلب وأُعيدت منتجاته إلى المخزون. يُرجى إنشاء طلب جديد.',
    orderNotOnline: 'هذا الطلب لا يُدفع إلكترونيًا.',
    paymentAttemptsExceeded:
      'تكررت محاولات دفع هذا الطلب أكثر من المسموح. ألغِه من صفحة طلباتي واطلب من جديد، أو اختر الدفع عند الاستلام.',
    paymentGatewayUnavailable:
      'تعذّر الوصول إلى خدمة الدفع. لم يُخصم أي مبلغ، يُرجى المحاولة مرة أخرى بعد قليل.',
    paymentNotRecognized: 'لم يتم قبول إشعار الدفع هذا.',
    paymentOrderDescription: 'طلب بُنّ رقم {number}',
    instapayProofEmpty: 'ارفع صورة من شاشة التحويل أو اكتب الرقم المرجعي للتحويل.',
    instapayScreenshotUnsupported: 'يجب أن تكون صورة التحويل بصيغة JPG أو PNG.',
    instapayReferenceInvalid:
      'اكتب الرقم المرجعي للتحويل كما يظهر في تطبيق البنك: من ٤ إلى ٤٠ حرفًا لاتينيًا أو رقمًا أو شرطة.',
    instapayNotAwaiting: 'هذا الطلب لا ينتظر تحويلًا عبر إنستاباي.',
    instapayHoldExpired: 'انتهت مهلة تأكيد هذا التحويل وأُلغي حجز الطلب. يمكن للعميل أن يطلب من جديد.',
    instapayNothingToConfirm: 'لا يوجد تحويل إنستاباي في انتظار المراجعة لهذا الطلب.',
    instapayConfirmNote: 'أكّد {staff} تحويل إنستاباي',
    instapayRefusedSubject: 'لم نتمكن من تأكيد تحويل إنستاباي لطلبك {number} من بُنّ',
    instapayRefusedBody:
      'مرحبًا {name}،\n\nلم نتمكن من تأكيد تحويلك عبر إنستاباي للطلب {number}، لذلك أُلغي الطلب وأُعيدت منتجاته إلى المخزون.\n\nالسبب: {reason}\n\nإن كان المبلغ قد خُصم من حسابك، فردّ على هذه الرسالة بتفاصيل التحويل وسنحل الأمر. ويسعدنا أن تطلب من جديد في أي وقت.',
    instapaySubject: 'ادفع قيمة طلبك {number} من بُنّ عبر إنستاباي',
    instapayBody:
      'مرحبًا {name}،\n\nطلبك {number} في انتظار تحويلك عبر إنستاباي.\n\nحوّل إلى: {address}\nالمبلغ: {amount}\nاكتب في الملاحظة: {number}\nقبل: {deadline} (بتوقيت القاهرة)\n\nثم ارفع صورة من شاشة التحويل أو اكتب رقمه المرجعي في صفحة طلبك. نحجز منتجاتك حتى هذا الموعد، وإن لم يُؤكَّد التحويل في وقته يُلغى الطلب.\n\n{lines}',
  },
} as const;
