import { describe, expect, it } from 'vitest';
import { jsonChildren, jsonNode, jsonText, PREVIEW_LENGTH } from './tree-model';
import { parseXml, xmlChildren, xmlRoot, xmlText } from './xml-tree';

describe('JSON as a tree', () => {
  const doc = {
    id: 7,
    name: '<img src=x onerror=alert(1)>',
    ok: true,
    missing: null,
    tags: ['a', 'b', 'c'],
    nested: { deep: { deeper: 1 } },
    long: 'x'.repeat(PREVIEW_LENGTH + 50),
  };

  it('summarises the root and its branches without walking them', () => {
    expect(jsonNode([], doc)).toEqual({ path: [], type: 'object', label: '', text: '7 keys', length: 0, size: 7 });
    expect(jsonNode(['tags'], doc.tags)).toMatchObject({ type: 'array', label: 'tags', text: '3 items', size: 3 });
    expect(jsonNode([], [])).toMatchObject({ type: 'array', text: '0 items', size: 0 });
    expect(jsonNode(['one'], { a: 1 })).toMatchObject({ text: '1 key', size: 1 });
  });

  it('gives one level of children, in order, with their types and texts', () => {
    const children = jsonChildren(doc, [], 0, 100);
    expect(children.map((node) => [node.label, node.type, node.text])).toEqual([
      ['id', 'number', '7'],
      ['name', 'string', '<img src=x onerror=alert(1)>'],
      ['ok', 'boolean', 'true'],
      ['missing', 'null', 'null'],
      ['tags', 'array', '3 items'],
      ['nested', 'object', '1 key'],
      ['long', 'string', 'x'.repeat(PREVIEW_LENGTH)],
    ]);
    expect(children[1]?.path).toEqual(['name']);
  });

  it('labels array items by index and pages through them', () => {
    expect(jsonChildren(doc, ['tags'], 1, 5).map((node) => [node.label, node.text, node.path])).toEqual([
      ['[1]', 'b', ['tags', 1]],
      ['[2]', 'c', ['tags', 2]],
    ]);
    expect(jsonChildren(doc, [], 5, 1).map((node) => node.label)).toEqual(['nested']);
  });

  it('walks paths to nested values, and answers nothing for a path that does not exist', () => {
    expect(jsonChildren(doc, ['nested', 'deep'], 0, 10)).toEqual([
      { path: ['nested', 'deep', 'deeper'], type: 'number', label: 'deeper', text: '1', length: 1, size: 0 },
    ]);
    expect(jsonChildren(doc, ['nope'], 0, 10)).toEqual([]);
    expect(jsonChildren(doc, ['tags', 'length'], 0, 10)).toEqual([]);
    expect(jsonChildren({ a: 1 }, ['constructor'], 0, 10)).toEqual([]);
  });

  it('cuts long values and gives the rest in pieces', () => {
    const long = jsonChildren(doc, [], 6, 1)[0];
    expect(long).toMatchObject({ length: PREVIEW_LENGTH + 50 });
    expect(long?.text).toHaveLength(PREVIEW_LENGTH);
    expect(jsonText(doc, ['long'], PREVIEW_LENGTH, 1000)).toBe('x'.repeat(50));
  });
});

describe('XML as a tree', () => {
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<VehicleEvent type="VehicleCheckIn" eventId="5512907">',
    '  <Company>41017</Company>',
    '  <Asset id="3"><Vin>1C4V65EU6ST317912</Vin>',
    '    <Model>&lt;img src=x onerror=alert(1)&gt;</Model></Asset>',
    '  <Notes><Note>1</Note></Notes>',
    '  <!-- checked in at lane 4 -->',
    '  <Empty/>',
    '</VehicleEvent>',
  ].join('\n');

  // CDATA is left to the end-to-end tests: happy-dom's DOMParser does not read it (Chromium does).
  it('refuses text that is not well-formed XML', () => {
    expect(parseXml('<center>lb-02 <img src=x onerror=alert(1)></center>')).toBeNull();
    expect(parseXml('not xml at all')).toBeNull();
    expect(parseXml(text)).not.toBeNull();
  });

  it('starts at the root element, with attributes first and no blank text', () => {
    const document = parseXml(text);
    if (!document) throw new Error('not parsed');
    expect(xmlRoot(document)).toMatchObject({ type: 'element', label: 'VehicleEvent', size: 7, path: [] });
    expect(xmlChildren(document, [], 0, 100).map((node) => [node.type, node.label, node.text])).toEqual([
      ['attribute', '@type', 'VehicleCheckIn'],
      ['attribute', '@eventId', '5512907'],
      ['element', 'Company', '41017'],
      ['element', 'Asset', '3 children'],
      ['element', 'Notes', '1 child'],
      ['comment', '#comment', 'checked in at lane 4'],
      ['element', 'Empty', ''],
    ]);
  });

  it('shows escaped markup as its text', () => {
    const document = parseXml(text);
    if (!document) throw new Error('not parsed');
    const asset = xmlChildren(document, [3], 0, 100);
    expect(asset.map((node) => [node.label, node.text, node.size])).toEqual([
      ['@id', '3', 0],
      ['Vin', '1C4V65EU6ST317912', 0],
      ['Model', '<img src=x onerror=alert(1)>', 0],
    ]);
    expect(xmlText(document, [3, 2], 5, 3)).toBe('src');
  });

  it('pages through many children and answers nothing past a leaf', () => {
    const many = parseXml(`<list>${Array.from({ length: 250 }, (_, i) => `<item n="${i}"/>`).join('')}</list>`);
    if (!many) throw new Error('not parsed');
    const page = xmlChildren(many, [], 100, 100);
    expect(page).toHaveLength(100);
    expect(page[0]).toMatchObject({ path: [100], label: 'item', size: 1 });
    expect(xmlChildren(many, [100, 0], 0, 10)).toEqual([]);
  });
});
