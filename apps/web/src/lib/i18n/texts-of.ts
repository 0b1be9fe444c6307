/**
 * The labels a client form is handed, read once on the server: `textsOf(KEYS, t)` gives one string per key,
 * typed by the keys, so a form's labels object needs no cast. `read` is `t` for finished sentences, or
 * `(key) => t.raw(key) as string` for templates the browser fills in (e.g. `{count}`).
 */
export function textsOf<const K extends string>(
  keys: readonly K[],
  read: (key: K) => string,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, string>;
}
