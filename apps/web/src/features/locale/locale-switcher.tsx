'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { GlobeIcon } from '@/components/ui/icons';
import { RELOAD_DELAY_MS, saveLocale } from './locale-cookie';

type LocaleSwitcherProps = {
  /** The language the button switches to. */
  target: Locale;
  /** That language's name, written in that language ("العربية", "English"). */
  label: string;
  /** What the button does, in the current language, for assistive technology. */
  hint: string;
};

/**
 * Saves the other language in the locale cookie and reloads, as the spec says. The URL does not change:
 * the proxy serves the same path in the new language. Texts come from the server as props, so this
 * island ships no message catalogue.
 */
export function LocaleSwitcher({ target, label, hint }: LocaleSwitcherProps) {
  const [pending, setPending] = useState(false);

  async function switchLocale() {
    setPending(true);
    await saveLocale(target);
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  }

  return (
    <button
      type="button"
      onClick={switchLocale}
      disabled={pending}
      aria-busy={pending}
      className="inline-flex items-center gap-2 rounded-full border border-crema-300 bg-white/60 px-3 py-2 font-semibold sm:px-4 text-espresso-900 text-sm transition-colors hover:border-mocha-400 hover:bg-white disabled:cursor-progress disabled:opacity-70"
    >
      {/* A phone's row has no room for it beside the logo, the account and the cart (one header row). */}
      <GlobeIcon className="hidden size-4 text-mocha-600 sm:block" />
      <span className="sr-only">{hint}: </span>
      <span lang={target}>{label}</span>
    </button>
  );
}
