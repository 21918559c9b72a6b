/** True when err (or its cause, as drizzle wraps driver errors) is a UNIQUE constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    // SQLite's codes, and PostgreSQL's unique_violation (23505).
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
