/**
 * How a Flumbus log's texts read: the event in a few words for the table, and any stored body
 * (JSON, HTML, plain text) as text for the dialog, JSON indented. Bodies come from other systems
 * and are shown as text, never as markup.
 */

export interface EventParts {
  /** "update vehicles", or the raw text (clipped) when it is not such an event. */
  what: string;
  /** "event 5461359", when it has an id. */
  id: string;
}

/** The event in a few words from {action, table, eventid}: "update vehicles", "event 5461359". */
export function eventParts(sourceContent: string | null | undefined): EventParts {
  if (!sourceContent) return { what: '', id: '' };
  const event = parseJson(sourceContent);
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return { what: clip(sourceContent), id: '' };
  const fields = event as Record<string, unknown>;
  const what = [fields.action, fields.table].filter((part) => typeof part === 'string' && part !== '').join(' ');
  const id = typeof fields.eventid === 'number' || typeof fields.eventid === 'string' ? `event ${fields.eventid}` : '';
  return what || id ? { what, id } : { what: clip(sourceContent), id: '' };
}

/** A stored body as it should read: JSON indented by two, anything else as it is; null when empty ("No Data"). */
export function bodyText(content: string | null | undefined): string | null {
  if (content == null || content.trim() === '') return null;
  const parsed = parseJson(content);
  return parsed === undefined ? content : JSON.stringify(parsed, null, 2);
}

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
