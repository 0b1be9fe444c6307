import { isolated, type Lang } from './texts';

/**
 * What the cart and wishlist journey reads on the page, in each language; written apart from the message
 * files on purpose (see texts.ts).
 */
export type CartTexts = {
  /** "Add to cart: {name}": the visible words, then the product (isolated, as every name in a control's name). */
  addToCart: (name: string) => string;
  /** The navbar's cart button, with or without its dot's words. */
  cartButton: RegExp;
  cartButtonEmpty: string;
  cartButtonWithItems: string;
  cartMenuTitle: string;
  /** "Quantity: 2" as a dropdown line shows it. */
  lineQuantity: (count: number) => string;
  increase: (name: string) => string;
  decrease: (name: string) => string;
  quantityOf: (name: string) => string;
  added: string;
  viewCart: string;
  cartPageTitle: string;
  loginField: string;
  passwordField: string;
  loginSubmit: string;
  loginFirst: string;
  wishlistButton: string;
  heartAdd: (name: string) => string;
  heartRemove: (name: string) => string;
  wishlistTitle: string;
  emptyCart: string;
  /** The navbar's account menu (ends with its name) and its logout button. */
  accountMenu: RegExp;
  logout: string;
  /** A card's link to the page of a product sold in variants: "Choose options: {name}". */
  chooseOptions: (name: string) => string;
  /** A line's variant as the cart shows it under the name: "Size: 1 kg". */
  sizeOf: (size: string) => string;
  /** A variant's line as its controls name it: "{name}, Size: 1 kg". */
  lineName: (name: string, variant: string) => string;
  /** The product page's price, as a screen reader hears it before the amount. */
  priceLabel: string;
  /** The cart page's list of lines (a region named by a hidden heading). */
  cartLinesTitle: string;
};

const arabicDigits = (value: number) => value.toLocaleString('ar-EG');

export const CART_TEXTS: Record<Lang, CartTexts> = {
  en: {
    addToCart: (name) => `Add to cart: ${isolated(name)}`,
    cartButton: /^Cart( \(has items\))?$/,
    cartButtonEmpty: 'Cart',
    cartButtonWithItems: 'Cart (has items)',
    cartMenuTitle: 'Your cart',
    lineQuantity: (count) => `Quantity: ${count}`,
    increase: (name) => `Increase quantity of ${isolated(name)}`,
    decrease: (name) => `Decrease quantity of ${isolated(name)}`,
    quantityOf: (name) => `Quantity of ${isolated(name)}`,
    added: 'Added to your cart',
    viewCart: 'View cart',
    cartPageTitle: 'Shopping cart',
    loginField: 'Email or mobile number',
    passwordField: 'Password',
    loginSubmit: 'Log in',
    loginFirst: 'You Should Login First',
    wishlistButton: 'Add to wishlist',
    heartAdd: (name) => `Add ${isolated(name)} to your wishlist`,
    heartRemove: (name) => `Remove ${isolated(name)} from your wishlist`,
    wishlistTitle: 'My wishlist',
    emptyCart: 'Your cart is empty',
    accountMenu: /Account menu$/,
    logout: 'Logout',
    chooseOptions: (name) => `Choose options: ${isolated(name)}`,
    sizeOf: (size) => `Size: ${size}`,
    lineName: (name, variant) => `${name}, ${variant}`,
    priceLabel: 'Price:',
    cartLinesTitle: 'Products in your cart',
  },
  ar: {
    addToCart: (name) => `أضف إلى السلة: ${isolated(name)}`,
    cartButton: /^السلة( \(فيها منتجات\))?$/,
    cartButtonEmpty: 'السلة',
    cartButtonWithItems: 'السلة (فيها منتجات)',
    cartMenuTitle: 'سلة مشترياتك',
    lineQuantity: (count) => `الكمية: ${arabicDigits(count)}`,
    increase: (name) => `زيادة كمية ${isolated(name)}`,
    decrease: (name) => `تقليل كمية ${isolated(name)}`,
    quantityOf: (name) => `كمية ${isolated(name)}`,
    added: 'تمت الإضافة إلى سلتك',
    viewCart: 'عرض السلة',
    cartPageTitle: 'سلة التسوق',
    loginField: 'البريد الإلكتروني أو رقم الموبايل',
    passwordField: 'كلمة المرور',
    loginSubmit: 'تسجيل الدخول',
    loginFirst: 'يجب تسجيل الدخول أولًا',
    wishlistButton: 'أضف إلى المفضلة',
    heartAdd: (name) => `أضف ${isolated(name)} إلى المفضلة`,
    heartRemove: (name) => `إزالة ${isolated(name)} من المفضلة`,
    wishlistTitle: 'المفضلة',
    emptyCart: 'سلتك فارغة',
    accountMenu: /قائمة الحساب$/,
    logout: 'تسجيل الخروج',
    chooseOptions: (name) => `اختر الخيارات: ${isolated(name)}`,
    sizeOf: (size) => `الحجم: ${size}`,
    lineName: (name, variant) => `${name}، ${variant}`,
    priceLabel: 'السعر:',
    cartLinesTitle: 'المنتجات في سلتك',
  },
};

/** A quantity as the page prints it: Arabic-Indic digits on Arabic pages. */
export const printedCount = (lang: Lang, count: number): string =>
  lang === 'ar' ? arabicDigits(count) : String(count);
