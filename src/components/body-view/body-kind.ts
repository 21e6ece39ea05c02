/**
 * What a logged body looks like, guessed cheaply before anything is parsed: empty, a JSON
 * document, an XML document, or text. The guess reads the declared content type and the
 * first characters only (a body may be megabytes); parsing confirms it (a "JSON" body that
 * does not parse is shown as text). HTML is always text: it is markup to read, not a tree,
 * and never something to render.
 */

export type BodyKind = 'empty' | 'json' | 'xml' | 'text';

/** The first non-blank characters of a text (the search stops at the first one). */
function opening(text: string): string {
  const match = /\S/.exec(text);
  return match ? text.slice(match.index, match.index + 64) : '';
}

/** The media type of a Content-Type value, lower case: "application/json; charset=utf-8" → "application/json". */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function guessBodyKind(text: string | null | undefined, contentType?: string | null): BodyKind {
  if (text == null) return 'empty';
  const start = opening(text);
  if (start === '') return 'empty';
  const type = mediaType(contentType);
  if (type.includes('html')) return 'text';
  // A JSON document is an object or an array; a lone JSON string or number reads fine as text.
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  if (start.startsWith('<')) {
    if (/^<!doctype\s+html|^<html[\s>]/i.test(start)) return 'text';
    return 'xml';
  }
  return 'text';
}

/** "4.1 MB", "812 bytes": a body's size as people read it (characters, close enough to bytes). */
export function sizeText(length: number): string {
  if (length < 1024) return `${length.toLocaleString('en-US')} ${length === 1 ? 'character' : 'characters'}`;
  if (length < 1024 * 1024) return `${(length / 1024).toFixed(1)} KB`;
  return `${(length / 1024 / 1024).toFixed(1)} MB`;
}
