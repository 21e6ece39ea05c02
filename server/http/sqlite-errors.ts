/**
 * Constraint failures as clear 4xx answers, on either engine (better-sqlite3's
 * `SQLITE_CONSTRAINT_*` codes, PostgreSQL's SQLSTATE class 23, recognised by query.ts's
 * `constraintViolation`): a write never shows SQL text to its caller. On PostgreSQL a failed
 * statement aborts its transaction: translate the error once the write has rolled back, never
 * inside it to carry on.
 */
import { constraintViolation } from '../db/query.ts';
import { HttpError, badRequest } from './errors.ts';

export { isUniqueViolation } from '../db/query.ts';

/** Maps constraint failures to clear 4xx answers; never leaks SQL text. */
export function translateSqliteError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  switch (constraintViolation(error)) {
    case 'unique':
      return new HttpError(409, 'A record with the same unique value already exists');
    case 'foreign key':
      return new HttpError(409, 'The change refers to a record that does not exist, or other records still refer to this one');
    case 'not null':
    case 'check':
      return badRequest('A required value is missing or invalid');
    default:
      return error;
  }
}
