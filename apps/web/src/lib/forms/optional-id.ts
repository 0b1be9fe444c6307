/**
 * A select's value as an id: the empty "choose…" option is no id at all (so the resolver says "required"
 * rather than complaining about a zero).
 */
export function toOptionalId(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
