/**
 * The tree a body is shown as, one level at a time: a node says what it is, how many
 * children it has and a short text; its children are asked for only when it is opened, a
 * page at a time. So a body of megabytes costs what is on screen, not what is in the body.
 * Nodes are plain data, the same whether they come from this thread or from the JSON
 * worker (json-tree.worker.ts), which runs these functions on bodies too large to parse here.
 *
 * Everything here is text: a node's `label` and `text` are shown as text nodes, never as markup.
 */

/** Where a node is: the keys (object members), indexes (array items) or child positions (XML) from the root. */
export type TreePath = readonly (string | number)[];

export type TreeNodeType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'element' | 'attribute' | 'text' | 'cdata' | 'comment';

export interface TreeNode {
  path: TreePath;
  type: TreeNodeType;
  /** The member name, "[3]" for an array item, the element's tag, "@name" for an attribute; "" at the root. */
  label: string;
  /** A leaf's value, cut at PREVIEW_LENGTH (see `length`); a branch's summary ("5 keys", "1,000 items"). */
  text: string;
  /** The full length of a leaf's value (more than text.length when it was cut). */
  length: number;
  /** Children, shown when opened (0 for a leaf). */
  size: number;
}

/** The characters of a long value shown before "show more". */
export const PREVIEW_LENGTH = 300;

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** A leaf node of a text value, cut to its preview. */
export function leaf(path: TreePath, type: TreeNodeType, label: string, value: string): TreeNode {
  return { path, type, label, text: value.length > PREVIEW_LENGTH ? value.slice(0, PREVIEW_LENGTH) : value, length: value.length, size: 0 };
}

// ------------------------------------------------------------------ JSON

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The node of one JSON value. */
export function jsonNode(path: TreePath, value: unknown): TreeNode {
  const last = path[path.length - 1];
  const label = last === undefined ? '' : typeof last === 'number' ? `[${last}]` : last;
  if (Array.isArray(value)) return { path, type: 'array', label, text: count(value.length, 'item', 'items'), length: 0, size: value.length };
  if (isObject(value)) {
    const size = Object.keys(value).length;
    return { path, type: 'object', label, text: count(size, 'key', 'keys'), length: 0, size };
  }
  if (typeof value === 'string') return leaf(path, 'string', label, value);
  if (typeof value === 'number') return leaf(path, 'number', label, String(value));
  if (typeof value === 'boolean') return leaf(path, 'boolean', label, String(value));
  return leaf(path, 'null', label, 'null');
}

/** The value at a path of a parsed JSON document (undefined when there is none). */
export function jsonAt(root: unknown, path: TreePath): unknown {
  let value = root;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === 'number') value = value[step];
    else if (isObject(value) && typeof step === 'string' && Object.hasOwn(value, step)) value = value[step];
    else return undefined;
  }
  return value;
}

/** Up to `limit` children of the value at `path`, from the `from`-th. */
export function jsonChildren(root: unknown, path: TreePath, from: number, limit: number): TreeNode[] {
  const value = jsonAt(root, path);
  if (Array.isArray(value)) {
    const end = Math.min(value.length, from + limit);
    const nodes: TreeNode[] = [];
    for (let index = from; index < end; index++) nodes.push(jsonNode([...path, index], value[index]));
    return nodes;
  }
  if (isObject(value))
    return Object.keys(value)
      .slice(from, from + limit)
      .map((key) => jsonNode([...path, key], value[key]));
  return [];
}

/** A piece of a leaf's full text (for "show more"). */
export function jsonText(root: unknown, path: TreePath, from: number, limit: number): string {
  const value = jsonAt(root, path);
  const full = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return full.slice(from, from + limit);
}
