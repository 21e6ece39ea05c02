/**
 * The error body every /v3 failure carries: `{ error: { message } }`.
 * The client shows `message`; the server never puts a stack trace or SQL text in it.
 */
import * as v from 'valibot';

export const ApiErrorBody = v.object({
  error: v.object({
    message: v.pipe(v.string(), v.nonEmpty()),
  }),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;
