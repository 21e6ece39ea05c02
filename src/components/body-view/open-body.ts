/**
 * Opens a body for showing: decides empty, tree (JSON, XML) or text, and gives a tree body
 * its source, which answers the tree view one level at a time.
 *
 * - JSON up to LOCAL_JSON_LIMIT characters is parsed here (well under a millisecond); a
 *   larger one in the JSON worker, which keeps it, so the page's thread never parses or
 *   holds megabytes of JSON. If the worker cannot start, the body is parsed here after
 *   the dialog has painted.
 * - XML is parsed here (DOMParser exists only in a window), after a paint, as an inert XML
 *   document; past XML_LIMIT it is shown as text.
 * - A body that does not parse as what it looked like is shown as text.
 */
import { guessBodyKind, type BodyKind } from './body-kind';
import type { JsonWorkerReply, JsonWorkerRequest } from './json-tree-protocol';
import { jsonChildren, jsonNode, jsonText, type TreeNode, type TreePath } from './tree-model';
import { parseXml, xmlChildren, xmlRoot, xmlText } from './xml-tree';

/** JSON up to this many characters is parsed on the page's thread; larger in the worker. */
export const LOCAL_JSON_LIMIT = 128 * 1024;
/** XML up to this many characters is parsed at once; larger after a paint. */
const LOCAL_XML_LIMIT = 128 * 1024;
/** XML beyond this is shown as text (DOMParser would hold the page for too long). */
export const XML_LIMIT = 8 * 1024 * 1024;

export interface TreeSource {
  root: TreeNode;
  children(path: TreePath, from: number, limit: number): TreeNode[] | Promise<TreeNode[]>;
  /** A piece of a leaf's full value. */
  text(path: TreePath, from: number, limit: number): string | Promise<string>;
}

export type OpenedBody = { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'json' | 'xml'; text: string; source: TreeSource; close: () => void };

/** Lets the browser paint (the dialog, its "Reading…") before a long task. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function localJsonSource(value: unknown): TreeSource {
  return {
    root: jsonNode([], value),
    children: (path, from, limit) => jsonChildren(value, path, from, limit),
    text: (path, from, limit) => jsonText(value, path, from, limit),
  };
}

/** A parsed JSON document or array, or undefined when the text is something else. */
function parseJsonTree(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

// ------------------------------------------------------------------ the worker

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (reply: JsonWorkerReply) => void; reject: (error: Error) => void }>();

function jsonWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./json-tree.worker.ts', import.meta.url), { type: 'module', name: 'json-tree' });
  created.addEventListener('message', (event: MessageEvent<JsonWorkerReply>) => {
    const job = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    job?.resolve(event.data);
  });
  created.addEventListener('error', () => {
    workerBroken = true;
    worker = null;
    for (const job of waiting.values()) job.reject(new Error('The JSON worker stopped'));
    waiting.clear();
  });
  worker = created;
  return created;
}

function ask(request: Extract<JsonWorkerRequest, { id: number }>): Promise<JsonWorkerReply> {
  return new Promise((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    jsonWorker().postMessage(request);
  });
}

async function openInWorker(text: string): Promise<OpenedBody> {
  const doc = nextId++;
  const opened = await ask({ op: 'open', id: nextId++, doc, text });
  if (!('root' in opened) || opened.root === null) return { kind: 'text', text };
  const source: TreeSource = {
    root: opened.root,
    children: async (path, from, limit) => {
      const reply = await ask({ op: 'children', id: nextId++, doc, path, from, limit });
      return 'nodes' in reply ? reply.nodes : [];
    },
    text: async (path, from, limit) => {
      const reply = await ask({ op: 'text', id: nextId++, doc, path, from, limit });
      return 'text' in reply ? reply.text : '';
    },
  };
  return { kind: 'json', text, source, close: () => worker?.postMessage({ op: 'close', doc } satisfies JsonWorkerRequest) };
}

// ------------------------------------------------------------------ opening

async function openJson(text: string): Promise<OpenedBody> {
  if (text.length > LOCAL_JSON_LIMIT && !workerBroken && typeof Worker !== 'undefined') {
    try {
      return await openInWorker(text);
    } catch {
      // The worker could not start or stopped: parse here instead, below.
    }
  }
  if (text.length > LOCAL_JSON_LIMIT) await afterPaint();
  const value = parseJsonTree(text);
  return value === undefined ? { kind: 'text', text } : { kind: 'json', text, source: localJsonSource(value), close: () => undefined };
}

function openXmlNow(text: string): OpenedBody {
  const document = parseXml(text);
  if (!document) return { kind: 'text', text };
  const source: TreeSource = {
    root: xmlRoot(document),
    children: (path, from, limit) => xmlChildren(document, path, from, limit),
    text: (path, from, limit) => xmlText(document, path, from, limit),
  };
  return { kind: 'xml', text, source, close: () => undefined };
}

async function openXml(text: string): Promise<OpenedBody> {
  if (text.length > XML_LIMIT) return { kind: 'text', text };
  await afterPaint();
  return openXmlNow(text);
}

/**
 * What is known at once, without parsing: an empty body or text is final; a JSON body small
 * enough is parsed here; null means the body must be opened with openBody (asynchronously).
 */
export function openBodyNow(text: string | null | undefined, contentType?: string | null): OpenedBody | null {
  const kind: BodyKind = guessBodyKind(text, contentType);
  if (kind === 'empty' || text == null) return { kind: 'empty' };
  if (kind === 'text') return { kind: 'text', text };
  if (kind === 'json' && text.length <= LOCAL_JSON_LIMIT) {
    const value = parseJsonTree(text);
    return value === undefined ? { kind: 'text', text } : { kind: 'json', text, source: localJsonSource(value), close: () => undefined };
  }
  if (kind === 'xml' && text.length <= LOCAL_XML_LIMIT) return openXmlNow(text);
  return null;
}

export async function openBody(text: string | null | undefined, contentType?: string | null): Promise<OpenedBody> {
  const now = openBodyNow(text, contentType);
  if (now) return now;
  const body = text ?? '';
  return guessBodyKind(body, contentType) === 'json' ? openJson(body) : openXml(body);
}
