/**
 * Writes a first-party cookie from the browser for the whole site (path `/`, SameSite=Lax), so the server
 * sees it on the next request: the locale choice, a dismissed banner.
 */
export async function setBrowserCookie(name: string, value: string, maxAgeSeconds: number): Promise<void> {
  if (typeof cookieStore !== 'undefined') {
    await cookieStore.set({
      name,
      value,
      path: '/',
      expires: Date.now() + maxAgeSeconds * 1000,
      sameSite: 'lax',
    });
    return;
  }
  // Browsers without the Cookie Store API (Firefox before 140, older Safari).
  // biome-ignore lint/suspicious/noDocumentCookie: fallback where cookieStore does not exist
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
