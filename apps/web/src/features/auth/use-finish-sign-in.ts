'use client';

import type { User } from '@coffee/contracts/auth';
import type { Locale } from '@coffee/contracts/common';
import { useCallback } from 'react';
import { useLocale, useRouter } from '@/i18n/navigation';
import { adminPaths, sellerPaths } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { backofficeMe } from '@/lib/bff/calls/backoffice';
import { type RouteBack, resolveRouteBack } from '@/lib/route-back';
import { homePath } from '@/lib/routes';
import { signIn } from '@/lib/session/session-store';

/**
 * Where someone lands who was going nowhere in particular: staff and admins at the back office, a seller at
 * the seller portal, a shopper at the home page (the back office answers a shopper 403).
 */
async function landingOf(locale: Locale): Promise<string> {
  const me = await callBff(backofficeMe, { locale });
  if (!me.ok) return homePath;
  return me.data.role === 'seller' ? sellerPaths.home : adminPaths.home;
}

/**
 * After /bff answered a login or a verified code (the cookies are set): tell the page it is signed in, wait
 * for the guest cart to merge into the account's, then go where the shopper was going (never off-site), or
 * where their work is. The refresh re-renders the server parts (the navbar's account menu) for the
 * signed-in shopper.
 */
export function useFinishSignIn(back: RouteBack): (user: User) => Promise<void> {
  const router = useRouter();
  const locale = useLocale();
  return useCallback(
    async (user: User) => {
      await signIn(user);
      const target = resolveRouteBack(back);
      router.replace(target === homePath ? await landingOf(locale) : target);
      router.refresh();
    },
    [router, back, locale],
  );
}
