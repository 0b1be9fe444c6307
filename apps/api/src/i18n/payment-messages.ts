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
  },
} as const;
