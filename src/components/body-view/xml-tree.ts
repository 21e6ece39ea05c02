/**
 * An XML body as a tree: parsed by DOMParser as `application/xml` (an XML document is
 * inert: no script runs, no resource loads, and it is never put into the page) and walked
 * into the nodes of tree-model.ts. An element's children are its attributes ("@name"),
 * then its elements, text, CDATA and comments, without the blank text between elements;
 * an element holding only one text is shown as a leaf with that text, like a JSON member.
 *
 * Paths are child positions in that list, so a node is found again by walking the document.
 */
import { leaf, type TreeNode, type TreePath } from './tree-model';

/** A parsed document, or null when the text is not well-formed XML. */
export function parseXml(text: string): XMLDocument | null {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  // A failed parse gives a document holding a <parsererror> element (where depends on the browser).
  if (document.getElementsByTagName('parsererror').length > 0 || !document.documentElement) return null;
  return document;
}

/** What an element shows as children, in order. */
type XmlChild = Attr | Element | Text | CDATASection | Comment;

function isBlankText(node: Node): boolean {
  return node.nodeType === Node.TEXT_NODE && (node.nodeValue ?? '').trim() === '';
}

function childrenOf(element: Element): XmlChild[] {
  const children: XmlChild[] = [...element.attributes];
  for (const node of element.childNodes) {
    if (isBlankText(node)) continue;
    if (
      node.nodeType === Node.ELEMENT_NODE ||
      node.nodeType === Node.TEXT_NODE ||
      node.nodeType === Node.CDATA_SECTION_NODE ||
      node.nodeType === Node.COMMENT_NODE
    ) {
      children.push(node as XmlChild);
    }
  }
  return children;
}

/** The single text of an element with no attributes and nothing else inside, or null. */
function onlyText(element: Element): string | null {
  if (element.attributes.length > 0) return null;
  const children = childrenOf(element);
  const [first] = children;
  if (children.length !== 1 || !first) return null;
  return first.nodeType === Node.TEXT_NODE ? (first.nodeValue ?? '').trim() : null;
}

function xmlNode(path: TreePath, node: XmlChild): TreeNode {
  switch (node.nodeType) {
    case Node.ATTRIBUTE_NODE:
      return leaf(path, 'attribute', `@${(node as Attr).name}`, (node as Attr).value);
    case Node.ELEMENT_NODE: {
      const element = node as Element;
      const text = onlyText(element);
      if (text !== null) return leaf(path, 'element', element.nodeName, text);
      const size = childrenOf(element).length;
      return {
        path,
        type: 'element',
        label: element.nodeName,
        text: size === 0 ? '' : `${size.toLocaleString('en-US')} ${size === 1 ? 'child' : 'children'}`,
        length: 0,
        size,
      };
    }
    case Node.CDATA_SECTION_NODE:
      return leaf(path, 'cdata', '#cdata', node.nodeValue ?? '');
    case Node.COMMENT_NODE:
      return leaf(path, 'comment', '#comment', (node.nodeValue ?? '').trim());
    default:
      return leaf(path, 'text', '#text', (node.nodeValue ?? '').trim());
  }
}

/** The node at a path (the root element at []). */
function xmlAt(document: XMLDocument, path: TreePath): XmlChild | undefined {
  let node: XmlChild | undefined = document.documentElement;
  for (const step of path) {
    if (!node || node.nodeType !== Node.ELEMENT_NODE || typeof step !== 'number') return undefined;
    node = childrenOf(node as Element)[step];
  }
  return node;
}

export function xmlRoot(document: XMLDocument): TreeNode {
  return xmlNode([], document.documentElement);
}

export function xmlChildren(document: XMLDocument, path: TreePath, from: number, limit: number): TreeNode[] {
  const node = xmlAt(document, path);
  if (!node || node.nodeType !== Node.ELEMENT_NODE || onlyText(node as Element) !== null) return [];
  return childrenOf(node as Element)
    .slice(from, from + limit)
    .map((child, index) => xmlNode([...path, from + index], child));
}

/** A piece of a leaf's full text (for "show more"). */
export function xmlText(document: XMLDocument, path: TreePath, from: number, limit: number): string {
  const node = xmlAt(document, path);
  if (!node) return '';
  const full =
    node.nodeType === Node.ELEMENT_NODE
      ? (onlyText(node as Element) ?? '')
      : node.nodeType === Node.ATTRIBUTE_NODE
        ? (node as Attr).value
        : (node.nodeValue ?? '').trim();
  return full.slice(from, from + limit);
}
