/**
 * The JSON worker: parses bodies too large to parse on the page's thread (a 4 MB export
 * takes a long task there) and keeps them, answering the tree view's questions one level
 * at a time with the functions of tree-model.ts. The page never holds the parsed document.
 */
import { jsonChildren, jsonNode, jsonText } from './tree-model';
import type { JsonWorkerReply, JsonWorkerRequest } from './json-tree-protocol';

const documents = new Map<number, unknown>();

function reply(message: JsonWorkerReply): void {
  postMessage(message);
}

addEventListener('message', (event: MessageEvent<JsonWorkerRequest>) => {
  const request = event.data;
  switch (request.op) {
    case 'open': {
      let root = null;
      try {
        const value: unknown = JSON.parse(request.text);
        // Only objects and arrays are trees; anything else is shown as the text it is.
        if (typeof value === 'object' && value !== null) {
          documents.set(request.doc, value);
          root = jsonNode([], value);
        }
      } catch {
        // Not JSON after all: the page shows it as text.
      }
      reply({ id: request.id, root });
      return;
    }
    case 'children':
      reply({ id: request.id, nodes: jsonChildren(documents.get(request.doc), request.path, request.from, request.limit) });
      return;
    case 'text':
      reply({ id: request.id, text: jsonText(documents.get(request.doc), request.path, request.from, request.limit) });
      return;
    case 'close':
      documents.delete(request.doc);
      return;
  }
});
