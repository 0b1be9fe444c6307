'use client';

import { create } from 'zustand';

/** What the browser knows of the signed-in shopper: enough for the navbar (greeting, avatar). */
export type SessionUser = { id: number; first_name: string; name: string; avatar: string | null };

export type SessionStatus = 'unknown' | 'guest' | 'signed-in';

type SessionState = { status: SessionStatus; user: SessionUser | null };

/**
 * Whether a shopper is signed in, as the page was rendered and as it changed since. The tokens themselves
 * never reach the browser: they live in httpOnly cookies that only the web's server code reads.
 * `unknown` until the shell says (SessionBoot), so stores can wait for it before loading anything.
 */
export const useSessionStore = create<SessionState>(() => ({ status: 'unknown', user: null }));

/**
 * What other parts of the page react to: `signed-in` after a login or a verified sign-up (`merge`: the guest
 * cart is merged into the account's), `signed-out` after a logout or a session that could not be renewed.
 */
export type SessionEvent = { type: 'signed-in'; merge: boolean } | { type: 'signed-out' };
type SessionListener = (event: SessionEvent) => void | Promise<void>;

const listeners = new Set<SessionListener>();

/** Subscribes to session changes; returns the unsubscribe function. */
export function onSessionEvent(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener and waits for all of them (a cart merge) to finish, failed or not. */
async function emit(event: SessionEvent): Promise<void> {
  await Promise.allSettled([...listeners].map(async (listener) => listener(event)));
}

/** The shell's word at start-up: who the page was rendered for. Only the first call counts. */
export function initSession(user: SessionUser | null): void {
  if (useSessionStore.getState().status !== 'unknown') return;
  useSessionStore.setState({ status: user ? 'signed-in' : 'guest', user });
}

/**
 * After a successful login or verified sign-up (the /bff answer set the cookies): the page becomes a
 * signed-in page and the guest cart is merged into the account's. Resolves when the listeners are done, so
 * the caller navigates on only then.
 */
export async function signIn(user: SessionUser): Promise<void> {
  useSessionStore.setState({ status: 'signed-in', user });
  await emit({ type: 'signed-in', merge: true });
}

/** A profile change (name, photo) shows in the navbar at once. */
export function updateSessionUser(user: SessionUser): void {
  if (useSessionStore.getState().status === 'signed-in') useSessionStore.setState({ user });
}

/**
 * The session is over (logout, or a refresh the API refused): the page becomes a guest page, the cart
 * configuration is reset and the wishlist cleared (spec §4). Does nothing when already signed out.
 */
export async function endSession(): Promise<void> {
  if (useSessionStore.getState().status === 'guest') return;
  useSessionStore.setState({ status: 'guest', user: null });
  await emit({ type: 'signed-out' });
}
