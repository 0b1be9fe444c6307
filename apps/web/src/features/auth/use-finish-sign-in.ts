'use client';

import type { User } from '@coffee/contracts/auth';
import { useCallback } from 'react';
import { useRouter } from '@/i18n/navigation';
import { type RouteBack, resolveRouteBack } from '@/lib/route-back';
import { signIn } from '@/lib/session/session-store';

/**
 * After /bff answered a login or a verified code (the cookies are set): tell the page it is signed in, wait
 * for the guest cart to merge into the account's, then go where the shopper was going (never off-site).
 * The refresh re-renders the server parts (the navbar's account menu) for the signed-in shopper.
 */
export function useFinishSignIn(back: RouteBack): (user: User) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (user: User) => {
      await signIn(user);
      router.replace(resolveRouteBack(back));
      router.refresh();
    },
    [router, back],
  );
}
