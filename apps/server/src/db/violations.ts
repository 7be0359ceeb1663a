/**
 * Constraint failures reported by PostgreSQL (and PGlite, which reports them the same way),
 * looked up through the `cause` chain because Drizzle wraps the driver's error.
 */
function findCause(error: unknown, code: string): { constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** The constraint name of a unique violation (SQLSTATE 23505); undefined for any other failure. */
export function uniqueViolation(error: unknown): string | undefined {
  const cause = findCause(error, '23505');
  if (!cause) return undefined;
  return typeof cause.constraint === 'string' ? cause.constraint : '';
}

/** Whether the statement gave up waiting for a lock (SQLSTATE 55P03, `lock_timeout`). */
export function lockNotAvailable(error: unknown): boolean {
  return findCause(error, '55P03') !== undefined;
}

/** Whether the failure is a foreign-key violation (SQLSTATE 23503): the row is still referenced. */
export function foreignKeyViolation(error: unknown): boolean {
  return findCause(error, '23503') !== undefined;
}

/**
 * Runs a write and turns a unique violation of `constraint` into the error `toError` makes
 * (a field error such as "name taken"); every other failure passes through unchanged.
 */
export async function onUniqueViolation<T>(
  constraint: string,
  toError: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === constraint) throw toError();
    throw error;
  }
}

/**
 * Runs a write and turns a foreign-key violation into the error `toError` makes (a row still
 * referenced, "in use"); every other failure passes through unchanged.
 */
export async function onForeignKeyViolation<T>(toError: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (foreignKeyViolation(error)) throw toError();
    throw error;
  }
}
