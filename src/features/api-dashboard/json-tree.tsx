/**
 * A small collapsible tree of a JSON value (the schedule log's output): objects and arrays
 * open and close (native details/summary, keyboard-usable), keys and values are React text,
 * never HTML. For the small outputs of scheduled jobs; big bodies belong to a virtualised viewer.
 * A value's colour says its kind (api-dashboard.css).
 */
import './api-dashboard.css';

/** Levels open at first: the top two, which is all most job outputs have. */
const OPEN_DEPTH = 2;

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function size(value: Record<string, unknown> | unknown[]): string {
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  const count = Object.keys(value).length;
  return `{${count} ${count === 1 ? 'key' : 'keys'}}`;
}

function Leaf({ value }: { value: unknown }) {
  const kind =
    value === null ? 'null' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'null';
  return (
    <span className="apidash-json-value" data-kind={kind}>
      {typeof value === 'string' ? JSON.stringify(value) : String(value)}
    </span>
  );
}

function Key({ name }: { name: string | null }) {
  if (name === null) return null;
  return <span className="apidash-json-muted">{name}: </span>;
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  if (!isBranch(value)) {
    return (
      <li className="apidash-json-leaf">
        <Key name={name} />
        <Leaf value={value} />
      </li>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return (
    <li>
      <details open={depth < OPEN_DEPTH}>
        <summary>
          <Key name={name} />
          <span className="apidash-json-muted">{size(value)}</span>
        </summary>
        <ul>
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul className="apidash-json" aria-label={label}>
      <Node name={null} value={value} depth={0} />
    </ul>
  );
}

/** The JSON value of a text, or undefined when it is not JSON. */
export function parseJsonText(text: string | null | undefined): { value: unknown } | undefined {
  if (text == null || text.trim() === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
