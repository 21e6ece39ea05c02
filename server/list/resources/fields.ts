/** Valibot schemas for writable fields of the server's own resources (the rules the screens share are in src/contract/field-rules.ts). */
import * as v from 'valibot';
import { visible } from '../../../src/contract/field-rules.ts';

export const code = (max: number) =>
  v.pipe(v.string('must be text'), v.trim(), visible('must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
