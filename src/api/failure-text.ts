/**
 * What a failed write says to the user: the server's message (saves
 * failing show the error message), or, when no answer came, that the connection is
 * missing and nothing was saved (a browser's "Failed to fetch" says neither).
 */
import { ApiError } from './api-error';

export const noConnectionNotSaved = 'No connection to the server: the change was not saved.';

export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return noConnectionNotSaved;
  if (error instanceof Error && error.message) return error.message;
  return 'The change could not be saved.';
}

/** A refused or failed save of a form or dialog: "Not saved: {the server's message}", or that the connection is missing. */
export function notSavedText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return noConnectionNotSaved;
  return `Not saved: ${failureText(error)}`;
}
