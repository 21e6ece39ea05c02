import { describe, expect, it } from 'vitest';
import { bodyText, eventParts } from './log-texts';

describe('Flumbus event summary', () => {
  it('reads the action, table and event id of an event', () => {
    expect(eventParts('{"action":"update","eventid":5461359,"vehicle_id":3,"table":"vehicles","type":"vehicle"}')).toEqual({
      what: 'update vehicles',
      id: 'event 5461359',
    });
  });

  it('shows anything else as its text, clipped', () => {
    expect(eventParts('not json')).toEqual({ what: 'not json', id: '' });
    expect(eventParts(`{"broken": ${'x'.repeat(100)}`).what).toHaveLength(80);
    expect(eventParts('{"other":1}')).toEqual({ what: '{"other":1}', id: '' });
    expect(eventParts(null)).toEqual({ what: '', id: '' });
  });
});

describe('Flumbus body text', () => {
  it('indents JSON, keeps other text as it is, and has nothing for an empty body', () => {
    expect(bodyText('{"ok":true}')).toBe('{\n  "ok": true\n}');
    expect(bodyText('<html><script>alert(1)</script></html>')).toBe('<html><script>alert(1)</script></html>');
    expect(bodyText('  ')).toBeNull();
    expect(bodyText(null)).toBeNull();
  });
});
