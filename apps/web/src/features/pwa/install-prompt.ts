/** Dispatched on window when the browser's install offer arrives or is used up. */
const INSTALL_OFFER_EVENT = 'bunn:install-offer';

declare global {
  interface Window {
    /** The browser's `beforeinstallprompt`, kept until the shopper asks to install. */
    bunnInstallOffer?: Event | null;
  }
}

/**
 * The browser's offer to install the store (`beforeinstallprompt`, Chromium browsers), kept from the moment
 * it comes until the shopper asks (the banner's or the install page's button). Without it (Safari, Firefox)
 * the install page explains the browser's own menu.
 */
type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

/** Keeps the offer instead of letting the browser show its own bar (decided by pwa-start.ts instead). */
export function keepInstallOffer(event: Event) {
  event.preventDefault();
  window.bunnInstallOffer = event;
  window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
}

export const hasInstallOffer = () => Boolean(window.bunnInstallOffer);

/** Calls back when an offer arrives or is used up; returns the unsubscribe. */
export function onInstallOffer(listener: () => void): () => void {
  window.addEventListener(INSTALL_OFFER_EVENT, listener);
  return () => window.removeEventListener(INSTALL_OFFER_EVENT, listener);
}

/** Shows the browser's install dialog; true when the shopper accepted. An offer can be used once. */
export async function install(): Promise<boolean> {
  const offer = window.bunnInstallOffer as InstallPromptEvent | null | undefined;
  if (!offer) return false;
  window.bunnInstallOffer = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  window.dispatchEvent(new Event(INSTALL_OFFER_EVENT));
  return outcome === 'accepted';
}

/** Already running as the installed app. */
export const isInstalled = () => window.matchMedia('(display-mode: standalone)').matches;
