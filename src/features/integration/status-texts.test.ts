import { describe, expect, it } from 'vitest';
import { shownValue, statusErrorMessage, unknownIntegrationMessage } from './status-texts';

describe('integration status values', () => {
  it('shows a text as it is, a list item by item', () => {
    expect(shownValue('Yes')).toEqual({ kind: 'text', text: 'Yes' });
    expect(shownValue('https://partners.carmax.example.com/feeds/dal')).toEqual({ kind: 'text', text: 'https://partners.carmax.example.com/feeds/dal' });
    expect(shownValue(['Lot A', 'Lot C'])).toEqual({ kind: 'list', items: ['Lot A', 'Lot C'] });
  });

  it('says None for an empty list and a dash for an empty text', () => {
    expect(shownValue([])).toEqual({ kind: 'text', text: 'None' });
    expect(shownValue('  ')).toEqual({ kind: 'text', text: '—' });
  });

  it('shows an instant in the viewer’s local time, and leaves numbers and plain dates alone', () => {
    const shown = shownValue('2026-11-01T12:00:00.000Z');
    expect(shown.kind === 'text' && shown.text).toMatch(/^01-Nov-2026 \d{1,2}:\d{2} [AP]M$/);
    expect(shownValue('184')).toEqual({ kind: 'text', text: '184' });
    expect(shownValue('2026-11-01')).toEqual({ kind: 'text', text: '2026-11-01' });
  });
});

describe('integration status messages', () => {
  it('prefixes the server’s error with Error: and names an unknown integration', () => {
    expect(statusErrorMessage('Not authorized for site ATL')).toBe('Error: Not authorized for site ATL');
    expect(unknownIntegrationMessage('autograde')).toBe('Unknown integration: autograde');
  });
});
