/** A header's single value (Node gives repeated headers as arrays); empty when absent. */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
