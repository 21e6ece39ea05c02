import { describe, expect, it } from 'vitest';
import { guessBodyKind, mediaType, sizeText } from './body-kind';

describe('guessBodyKind', () => {
  it('calls a missing or blank body empty', () => {
    expect(guessBodyKind(null)).toBe('empty');
    expect(guessBodyKind(undefined, 'application/json')).toBe('empty');
    expect(guessBodyKind('')).toBe('empty');
    expect(guessBodyKind('  \n\t ')).toBe('empty');
  });

  it('takes an object or an array as JSON, whatever the declared type', () => {
    expect(guessBodyKind('{"a":1}', 'application/json')).toBe('json');
    expect(guessBodyKind('  \n[1,2]')).toBe('json');
    expect(guessBodyKind('{"a":1}', 'text/plain')).toBe('json');
  });

  it('takes markup that is not HTML as XML', () => {
    expect(guessBodyKind('<?xml version="1.0"?><a/>', 'application/xml')).toBe('xml');
    expect(guessBodyKind('<Error code="422"/>')).toBe('xml');
    expect(guessBodyKind('\n  <soap:Envelope xmlns:soap="x"/>', 'text/xml; charset=utf-8')).toBe('xml');
  });

  it('shows HTML as text, by its type or by its opening', () => {
    expect(guessBodyKind('<html><script>alert(1)</script></html>', 'text/html')).toBe('text');
    expect(guessBodyKind('<html>\n<head>', null)).toBe('text');
    expect(guessBodyKind('<!DOCTYPE html><p>x</p>')).toBe('text');
    expect(guessBodyKind('{"looks":"like json"}', 'text/html; charset=utf-8')).toBe('text');
  });

  it('shows anything else as text', () => {
    expect(guessBodyKind('upstream connect error', 'text/plain')).toBe('text');
    expect(guessBodyKind('"a lone JSON string"', 'application/json')).toBe('text');
    expect(guessBodyKind('42', 'application/json')).toBe('text');
  });

  it('finds the opening after any amount of blank space', () => {
    expect(guessBodyKind(`${' '.repeat(10_000)}{"a":1}`)).toBe('json');
  });
});

describe('mediaType and sizeText', () => {
  it('reads the media type without parameters', () => {
    expect(mediaType('Application/JSON; charset=utf-8')).toBe('application/json');
    expect(mediaType(null)).toBe('');
  });

  it('says sizes as people read them', () => {
    expect(sizeText(1)).toBe('1 character');
    expect(sizeText(812)).toBe('812 characters');
    expect(sizeText(2048)).toBe('2.0 KB');
    expect(sizeText(4.2 * 1024 * 1024)).toBe('4.2 MB');
  });
});
