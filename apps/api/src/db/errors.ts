/** A unique violation: the constraint it broke and, when the driver says it, the duplicated key's value. */
export type UniqueViolation = { constraint: string; value: string | undefined };

/**
 * The unique violation an error is, if it is one (both drivers report PostgreSQL's code, somewhere in the chain
 * of causes). PostgreSQL details it as `Key (word)=(…) already exists.`, whose value a refusal can name.
 */
export function uniqueViolationOf(error: unknown): UniqueViolation | null {
  for (
    let cause: unknown = error;
    cause && typeof cause === 'object';
    cause = (cause as { cause?: unknown }).cause
  ) {
    const { code, constraint, message, detail } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      detail?: unknown;
    };
    if (code !== '23505') continue;
    const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
    const key = typeof detail === 'string' ? /^Key \(.*?\)=\((.*)\) already exists/.exec(detail) : null;
    return {
      constraint: typeof constraint === 'string' ? constraint : (named?.[1] ?? 'unknown'),
      value: key?.[1],
    };
  }
  return null;
}

/** The constraint a unique violation broke, if the error is one. */
export function uniqueViolation(error: unknown): string | null {
  return uniqueViolationOf(error)?.constraint ?? null;
}
