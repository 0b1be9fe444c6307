import type { Lang } from './texts';

/**
 * What the checkout and order journey reads on the page, in each language; written apart from the message
 * files on purpose (see texts.ts). The spec's own sentences are the spec's words.
 */
export type CheckoutTexts = {
  proceed: string;
  checkoutTitle: string;
  addressStep: string;
  newAddress: string;
  recipientName: string;
  mobile: string;
  governorate: string;
  cairo: string;
  city: string;
  street: string;
  addressTitle: string;
  couponField: string;
  apply: string;
  couponAdded: string;
  couponInvalid: string;
  couponChip: (code: string) => string;
  discount: string;
  cashOnDelivery: string;
  /** The delivery step's promise (spec: 1 to 3 days), in the page's digits, and that step's number. */
  deliveryPromise: string;
  deliveryStepNumber: string;
  /** The summary's row for the cash-on-delivery fee: priced once cash is chosen. */
  codFee: string;
  placeOrder: string;
  /** Spec §5. */
  addressRequired: string;
  paymentRequired: string;
  successTitle: string;
  viewOrder: string;
  orderTitle: (orderNumber: string) => string;
  placedStatus: string;
  historyTitle: string;
  orderAgain: string;
  cancelOrder: string;
  cancelTitle: string;
  keepOrder: string;
  cancelConfirm: string;
  canceled: string;
  canceledStatus: string;
  soldOut: string;
  summaryTitle: string;
  paymentFailed: string;
  payAgain: string;
  viewOrderShort: string;
};

export const CHECKOUT_TEXTS: Record<Lang, CheckoutTexts> = {
  en: {
    proceed: 'Proceed to checkout',
    checkoutTitle: 'Checkout',
    addressStep: 'Delivery address',
    newAddress: 'Deliver to a new address',
    recipientName: "Recipient's name",
    mobile: "Recipient's mobile number",
    governorate: 'Governorate',
    cairo: 'Cairo',
    city: 'City',
    street: 'Street',
    addressTitle: 'Address title',
    couponField: 'Coupon code',
    apply: 'Apply',
    couponAdded: 'Coupon added successfully',
    couponInvalid: 'Invalid Coupon',
    couponChip: (code) => `Coupon ${code}`,
    discount: 'Coupon discount',
    cashOnDelivery: 'Cash on delivery',
    deliveryPromise: 'Delivered within 1 to 3 days',
    deliveryStepNumber: '2',
    codFee: 'Cash on delivery fee',
    placeOrder: 'Place order',
    addressRequired: 'You should select address or fill required data first',
    paymentRequired: 'You Should to Select Payment',
    successTitle: 'Thank you! Your order is placed.',
    viewOrder: 'View your order',
    orderTitle: (orderNumber) => `Order ${orderNumber}`,
    placedStatus: 'Placed',
    historyTitle: 'Order history',
    orderAgain: 'Order again',
    cancelOrder: 'Cancel order',
    cancelTitle: 'Cancel this order?',
    keepOrder: 'Keep the order',
    cancelConfirm: 'Yes, cancel it',
    canceled: 'Your order has been canceled.',
    canceledStatus: 'Canceled',
    soldOut: 'Sold out',
    summaryTitle: 'Order summary',
    paymentFailed: 'Payment failed',
    payAgain: 'Try the payment again',
    viewOrderShort: 'View order',
  },
  ar: {
    proceed: 'إتمام الطلب',
    checkoutTitle: 'إتمام الطلب',
    addressStep: 'عنوان التوصيل',
    newAddress: 'التوصيل إلى عنوان جديد',
    recipientName: 'اسم المستلم',
    mobile: 'رقم موبايل المستلم',
    governorate: 'المحافظة',
    cairo: 'القاهرة',
    city: 'المدينة',
    street: 'الشارع',
    addressTitle: 'اسم العنوان',
    couponField: 'رمز الكوبون',
    apply: 'تطبيق',
    couponAdded: 'تمت إضافة الكوبون بنجاح',
    couponInvalid: 'كوبون غير صالح',
    couponChip: (code) => `كوبون ${code}`,
    discount: 'خصم الكوبون',
    cashOnDelivery: 'الدفع عند الاستلام',
    deliveryPromise: 'يصلك خلال يوم إلى ٣ أيام',
    deliveryStepNumber: '٢',
    codFee: 'رسوم الدفع عند الاستلام',
    placeOrder: 'تأكيد الطلب',
    addressRequired: 'يجب اختيار عنوان أو إدخال البيانات المطلوبة أولًا',
    paymentRequired: 'يجب اختيار طريقة الدفع',
    successTitle: 'شكرًا لك! تم تأكيد طلبك.',
    viewOrder: 'عرض طلبك',
    orderTitle: (orderNumber) => `الطلب ${orderNumber}`,
    placedStatus: 'تم الطلب',
    historyTitle: 'سجل الطلبات',
    orderAgain: 'اطلب مرة أخرى',
    cancelOrder: 'إلغاء الطلب',
    cancelTitle: 'إلغاء هذا الطلب؟',
    keepOrder: 'الإبقاء على الطلب',
    cancelConfirm: 'نعم، ألغِ الطلب',
    canceled: 'تم إلغاء طلبك.',
    canceledStatus: 'ملغي',
    soldOut: 'نفدت الكمية',
    summaryTitle: 'ملخص الطلب',
    paymentFailed: 'فشل الدفع',
    payAgain: 'أعد محاولة الدفع',
    viewOrderShort: 'عرض الطلب',
  },
};
