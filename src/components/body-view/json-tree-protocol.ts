/** The messages between the page and the JSON worker (json-tree.worker.ts). */
import type { TreeNode, TreePath } from './tree-model';

export type JsonWorkerRequest =
  | { op: 'open'; id: number; doc: number; text: string }
  | { op: 'children'; id: number; doc: number; path: TreePath; from: number; limit: number }
  | { op: 'text'; id: number; doc: number; path: TreePath; from: number; limit: number }
  | { op: 'close'; doc: number };

export type JsonWorkerReply = { id: number; root: TreeNode | null } | { id: number; nodes: TreeNode[] } | { id: number; text: string };
