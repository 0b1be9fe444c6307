import { AutocompleteQuery, SUGGESTION_MIN_CHARS } from '@coffee/contracts/search';
import { ApiRequestError } from '@/lib/api/api-request-error';
import { getSuggestions } from '@/lib/api/search';
import { getRequestLocale } from '../request-locale';

/** Suggestions barely change: browsers may reuse an answer for a minute (per language: Vary on the cookie). */
const CACHE_HEADERS = { 'cache-control': 'public, max-age=60', vary: 'cookie' };

/**
 * The search box's suggestions: `GET /bff/autocomplete?q=…&locale=ar|en`, forwarded to the API's
 * `/autocomplete` in the page's language. Answers `{ data: Suggestion[] }`, empty under the spec's 2
 * characters; API failures keep their status so the browser can log them.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = AutocompleteQuery.pick({ q: true }).safeParse({ q: url.searchParams.get('q') ?? '' });
  if (!query.success) {
    return Response.json({ message: 'Invalid search text', code: 'VALIDATION_ERROR' }, { status: 400 });
  }
  const text = query.data.q.trim();
  if (text.length < SUGGESTION_MIN_CHARS) {
    return Response.json({ data: [] }, { headers: CACHE_HEADERS });
  }

  try {
    const data = await getSuggestions(text, getRequestLocale(request));
    return Response.json({ data }, { headers: CACHE_HEADERS });
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 500;
    const code = error instanceof ApiRequestError ? error.code : 'INTERNAL_ERROR';
    console.error('autocomplete failed', error);
    return Response.json({ message: 'Suggestions are unavailable', code }, { status });
  }
}
