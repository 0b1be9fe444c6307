import { CART_LOCK_MS, CART_STORAGE_KEY } from '@coffee/contracts/cart';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { CartBoot } from './cart-boot';
import { CartMenu } from './cart-menu';
import { getCartLineNaming } from './get-cart-control-labels';

/**
 * The navbar's cart icon with its dropdown, and the start of the page's cart (CartBoot). The shell renders
 * it without props (also on the global 404 page), so the locale comes from the request.
 */
export async function HeaderCart() {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [t, naming] = await Promise.all([
    getTranslations({ locale, namespace: 'Cart' }),
    getCartLineNaming(locale),
  ]);
  return (
    <>
      <CartBoot locale={locale} storageKey={CART_STORAGE_KEY} lockMs={CART_LOCK_MS} />
      <CartMenu
        locale={locale}
        labels={{
          menu: t('menu'),
          hasItems: t('hasItems'),
          title: t('menuTitle'),
          loading: t('loading'),
          empty: t('empty'),
          continueShopping: t('continueShopping'),
          quantity: t('quantityLabel'),
          subtotal: t('subtotal'),
          viewCart: t('viewCart'),
          naming,
        }}
      />
    </>
  );
}
