/** SQLite constraint failures as clear 4xx answers: a write never shows SQL text to its caller. */
import { HttpError, badRequest } from './errors.ts';

export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Maps SQLite constraint failures to clear 4xx answers; never leaks SQL text. */
export function translateSqliteError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new HttpError(409, 'A record with the same unique value already exists');
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new HttpError(409, 'The change refers to a record that does not exist, or other records still refer to this one');
  }
  if (code === 'SQLITE_CONSTRAINT_NOTNULL' || code === 'SQLITE_CONSTRAINT_CHECK') {
    return badRequest('A required value is missing or invalid');
  }
  return error;
}
