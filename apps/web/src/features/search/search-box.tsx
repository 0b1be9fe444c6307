'use client';

import type { Locale } from '@coffee/contracts/common';
import type { Suggestion } from '@coffee/contracts/search';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { CoffeeBeanIcon, SearchIcon } from '@/components/ui/icons';
import { startRouteProgress } from '@/components/ui/route-progress';
import { useDismiss } from '@/components/ui/use-dismiss';
import { Link, useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { listSuggestions } from '@/lib/bff/calls/search';
import { fixedImageSources } from '@/lib/image-sizes';
import { getProductPath, getProductsPath } from '@/lib/routes';
import { moveHighlight, NO_HIGHLIGHT } from './highlight';

/** Light debounce: a fast typist sends one request per pause, not per key. */
const DEBOUNCE_MS = 150;

export type SearchBoxLabels = {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  /** Announced when suggestions arrive, and when none match. */
  available: string;
  none: string;
};

type SearchBoxProps = {
  locale: Locale;
  /** The spec's 2 characters (from the contracts, passed in so this island does not bundle zod). */
  minChars: number;
  labels: SearchBoxLabels;
};

/**
 * The navbar's search box with suggestions, an ARIA combobox (spec section 4). Suggestions come from
 * /bff/autocomplete from `minChars` characters; a newer keystroke aborts the request in flight. Arrow keys
 * move the highlight, Enter opens the highlighted product or else searches all products, Escape or a press
 * outside closes the list. Without JavaScript it is a plain GET form to /products?query=.
 */
export function SearchBox({ locale, minChars, labels }: SearchBoxProps) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(NO_HIGHLIGHT);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const query = text.trim();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, formRef);

  useEffect(() => {
    if (query.length < minChars) {
      setSuggestions([]);
      setOpen(false);
      setAnnouncement('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await callBff(listSuggestions, {
          locale,
          query: { q: query },
          signal: controller.signal,
        });
        if (!result.ok)
          throw new Error(`GET /bff/autocomplete answered ${result.status} ${result.error.code}`);
        const { data } = result;
        setSuggestions(data);
        setHighlight(NO_HIGHLIGHT);
        setOpen(data.length > 0 && document.activeElement === inputRef.current);
        setAnnouncement(data.length > 0 ? labels.available : labels.none);
      } catch (error) {
        // The spec: a failed suggestion fetch is logged, never shown.
        if (!controller.signal.aborted) console.error('Search suggestions failed', error);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, minChars, locale, labels.available, labels.none]);

  useEffect(() => {
    if (open && highlight !== NO_HIGHLIGHT) {
      document.getElementById(`${listId}-${highlight}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [open, highlight, listId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const { key } = event;
      setHighlight((current) => moveHighlight(open ? current : NO_HIGHLIGHT, key, suggestions.length));
      setOpen(true);
    } else if (event.key === 'Escape') {
      // Closing the list must not also clear the field (what Escape does natively in a search input).
      if (open) event.preventDefault();
      close();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = open ? suggestions[highlight] : undefined;
    close();
    startRouteProgress();
    router.push(chosen ? getProductPath(chosen.id) : getProductsPath({ query }));
  }

  return (
    <search>
      <form ref={formRef} action={getProductsPath()} method="get" onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {labels.label}
        </label>
        <div className="flex items-center rounded-full bg-white ring-1 ring-crema-300 transition-shadow focus-within:ring-2 focus-within:ring-caramel-500">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="query"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && highlight !== NO_HIGHLIGHT ? optionId(highlight) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={labels.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setHighlight(NO_HIGHLIGHT);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(suggestions.length > 0 && query.length >= minChars)}
            className="h-11 min-w-0 flex-1 bg-transparent ps-5 text-espresso-900 text-sm outline-none placeholder:text-mocha-500 [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="submit"
            className="me-1 grid size-9 shrink-0 place-items-center rounded-full bg-espresso-900 text-cream-50 transition-colors hover:bg-mocha-700"
          >
            <SearchIcon className="size-4" />
            <span className="sr-only">{labels.submit}</span>
          </button>
        </div>

        <div
          id={listId}
          role="listbox"
          aria-label={labels.suggestions}
          hidden={!open}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[250px] overflow-y-auto overscroll-contain rounded-2xl bg-white p-1.5 shadow-card-hover ring-1 ring-crema-200"
        >
          {suggestions.map((suggestion, index) => (
            // The link itself is the option (a link inside an option would nest interactive controls).
            // Never focused: the input keeps focus and points here with aria-activedescendant.
            <Link
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              href={getProductPath(suggestion.id)}
              prefetch={false}
              tabIndex={-1}
              onMouseEnter={() => setHighlight(index)}
              className="flex items-center gap-3 rounded-xl p-2 aria-selected:bg-latte-100"
            >
              <span className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-latte-100 text-crema-300">
                {suggestion.images[0] ? (
                  // biome-ignore lint/performance/noImgElement: optimized URLs without next/image's client component
                  <img
                    {...fixedImageSources(suggestion.images[0], 44)}
                    alt=""
                    width={44}
                    height={44}
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <CoffeeBeanIcon className="size-6" />
                )}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-semibold text-espresso-900 text-sm">
                  {suggestion.name}
                </span>
                <span className="block truncate text-mocha-600 text-xs">{suggestion.description}</span>
              </span>
            </Link>
          ))}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </form>
    </search>
  );
}
