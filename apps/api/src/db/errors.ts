/** The constraint a unique violation broke, if the error is one (both drivers report PostgreSQL's code). */
export function uniqueViolation(error: unknown): string | null {
  for (
    let cause: unknown = error;
    cause && typeof cause === 'object';
    cause = (cause as { cause?: unknown }).cause
  ) {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
      return named?.[1] ?? 'unknown';
    }
  }
  return null;
}
