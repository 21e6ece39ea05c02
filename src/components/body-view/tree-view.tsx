/**
 * A collapsible tree of a body (JSON or XML), rendered lazily: a node's children exist on
 * the page only while it is open, they come a page at a time ("Show 100 more"), nodes
 * deeper than `openDepth` or with many children start closed, and long values are cut
 * with "show more". A 4 MB document thus renders a few dozen elements.
 *
 * The WAI-ARIA tree pattern: one tab stop (the item last focused), Up and Down move between
 * visible items, Home and End to the first and last, Right opens a node or enters it, Left
 * closes it or goes to its parent, Enter and Space open and close.
 *
 * Every label and value is a React text node: markup in a body is shown, never parsed.
 * Plain elements styled once by the tree's sheet (body-view.css), no style per node: thousands of nodes.
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { TreeSource } from './open-body';
import type { TreeNode } from './tree-model';
import './body-view.css';

/** Children shown per "Show more". */
export const CHILD_PAGE = 100;
/** Characters added per "show more" of a long value. */
export const TEXT_STEP = 10_000;
/** A node with more children than this starts closed, whatever its depth. */
const OPEN_MAX_CHILDREN = 50;

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** The text class of a value by its node type. */
function valueClass(node: TreeNode): string {
  switch (node.type) {
    case 'string':
    case 'attribute':
    case 'text':
    case 'cdata':
      return 'tv-value tv-string';
    case 'number':
      return 'tv-value tv-number';
    case 'boolean':
    case 'null':
      return 'tv-value tv-literal';
    case 'element':
      return node.size === 0 ? 'tv-value tv-string' : 'tv-value tv-summary';
    default:
      return 'tv-value tv-summary';
  }
}

/** A leaf's value, cut at first, with "show more" for the rest. */
function LeafValue({ node, source }: { node: TreeNode; source: TreeSource }) {
  const [shown, setShown] = useState(node.text);
  const [loading, setLoading] = useState(false);
  const quoted = node.type === 'string';
  const more = node.length - shown.length;
  const showMore = () => {
    const piece = source.text(node.path, shown.length, TEXT_STEP);
    if (!isPromise(piece)) {
      setShown(shown + piece);
      return;
    }
    setLoading(true);
    void piece.then((text) => {
      setShown((current) => current + text);
      setLoading(false);
    });
  };
  return (
    <span className={valueClass(node)}>
      {quoted ? '"' : null}
      {shown}
      {more > 0 ? '…' : null}
      {quoted && more <= 0 ? '"' : null}
      {more > 0 ? (
        <button
          type="button"
          className="tv-more"
          disabled={loading}
          onClick={showMore}
          aria-label={`show more of ${node.label || 'the value'} (${more.toLocaleString('en-US')} more characters)`}
        >
          show more
        </button>
      ) : null}
    </span>
  );
}

function branchText(node: TreeNode): string {
  if (node.type === 'object') return `{ } ${node.text}`;
  if (node.type === 'array') return `[ ] ${node.text}`;
  return node.text;
}

interface ItemProps {
  node: TreeNode;
  source: TreeSource;
  level: number;
  openDepth: number;
  position: number;
  siblings: number;
}

/** The children of an open node, a page at a time. */
function Children({ node, source, level, openDepth }: Omit<ItemProps, 'position' | 'siblings'>) {
  const [items, setItems] = useState<TreeNode[] | null>(() => {
    const first = source.children(node.path, 0, CHILD_PAGE);
    return isPromise(first) ? null : first;
  });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (items !== null) return;
    let current = true;
    void Promise.resolve(source.children(node.path, 0, CHILD_PAGE)).then((first) => {
      if (current) setItems(first);
    });
    return () => {
      current = false;
    };
  }, [items, node.path, source]);

  const loadMore = () => {
    if (!items) return;
    const next = source.children(node.path, items.length, CHILD_PAGE);
    if (!isPromise(next)) {
      setItems([...items, ...next]);
      return;
    }
    setLoading(true);
    void next.then((page) => {
      setItems((shown) => [...(shown ?? []), ...page]);
      setLoading(false);
    });
  };

  const left = node.size - (items?.length ?? 0);
  return (
    <ul role="group">
      {items === null ? (
        <li role="none" className="tv-note">
          Loading…
        </li>
      ) : (
        items.map((child, index) => (
          <TreeItem
            key={String(child.path[child.path.length - 1])}
            node={child}
            source={source}
            level={level + 1}
            openDepth={openDepth}
            position={index + 1}
            siblings={node.size}
          />
        ))
      )}
      {items !== null && left > 0 ? (
        <li role="none">
          <button type="button" className="tv-more" disabled={loading} onClick={loadMore}>
            Show {Math.min(left, CHILD_PAGE).toLocaleString('en-US')} more of {node.size.toLocaleString('en-US')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

function TreeItem({ node, source, level, openDepth, position, siblings }: ItemProps) {
  const branch = node.size > 0;
  const [open, setOpen] = useState(branch && level <= openDepth && node.size <= OPEN_MAX_CHILDREN);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    const item = event.currentTarget;
    switch (event.key) {
      case 'ArrowRight':
        if (branch && !open) setOpen(true);
        else if (branch) item.querySelector<HTMLElement>(':scope > ul > li[role=treeitem]')?.focus();
        break;
      case 'ArrowLeft':
        if (branch && open) setOpen(false);
        else item.parentElement?.closest<HTMLElement>('[role=treeitem]')?.focus();
        break;
      case 'Enter':
      case ' ':
        if (branch) setOpen(!open);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onRowClick = (event: MouseEvent) => {
    if (!branch || (event.target instanceof Element && event.target.closest('button'))) return;
    setOpen(!open);
  };

  return (
    <li
      role="treeitem"
      aria-expanded={branch ? open : undefined}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      tabIndex={level === 1 ? 0 : -1}
      data-type={node.type}
      onKeyDown={onKeyDown}
    >
      <div className="tv-row" data-branch={branch ? '' : undefined} onClick={onRowClick}>
        <span className="tv-toggle" aria-hidden="true">
          {branch ? (open ? '▾' : '▸') : ''}
        </span>
        {node.label ? <span className="tv-key">{node.label}</span> : null}
        {node.label ? <span className="tv-summary">:</span> : null}
        {branch ? <span className={valueClass(node)}>{branchText(node)}</span> : <LeafValue node={node} source={source} />}
      </div>
      {branch && open ? <Children node={node} source={source} level={level} openDepth={openDepth} /> : null}
    </li>
  );
}

export interface TreeViewProps {
  source: TreeSource;
  /** The tree's accessible name, e.g. "Response Body". */
  label: string;
  /** Levels open at first (the root is level 1). */
  openDepth?: number;
}

export function TreeView({ source, label, openDepth = 2 }: TreeViewProps) {
  // The one item in the tab order: the last one focused (roving tabindex).
  const active = useRef<HTMLElement | null>(null);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = event.target;
    if (!(item instanceof HTMLElement) || item.getAttribute('role') !== 'treeitem') return;
    if (active.current && active.current !== item) active.current.tabIndex = -1;
    item.tabIndex = 0;
    active.current = item;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'treeitem') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=treeitem]')];
    const index = items.indexOf(target);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[index + 1];
    else if (event.key === 'ArrowUp') next = items[index - 1];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items[items.length - 1];
    else return;
    event.preventDefault();
    next?.focus();
  };

  return (
    <ul className="lc-tree" role="tree" aria-label={label} onFocus={onFocus} onKeyDown={onKeyDown}>
      <TreeItem node={source.root} source={source} level={1} openDepth={openDepth} position={1} siblings={1} />
    </ul>
  );
}
