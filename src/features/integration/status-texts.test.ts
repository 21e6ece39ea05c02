import { describe, expect, it } from 'vitest';
import { shownValue, statusErrorMessage, unknownIntegrationMessage } from './status-texts';

describe('integration status values', () => {
  it('shows a text as it is, a list item by item', () => {
    expect(shownValue('Yes', undefined)).toEqual({ kind: 'text', text: 'Yes' });
    expect(shownValue('https://partners.carmax.example.com/feeds/dal', undefined)).toEqual({
      kind: 'text',
      text: 'https://partners.carmax.example.com/feeds/dal',
    });
    expect(shownValue(['Lot A', 'Lot C'], undefined)).toEqual({ kind: 'list', items: ['Lot A', 'Lot C'] });
  });

  it('says None for an empty list and a dash for an empty text', () => {
    expect(shownValue([], undefined)).toEqual({ kind: 'text', text: 'None' });
    expect(shownValue('  ', undefined)).toEqual({ kind: 'text', text: '—' });
  });

  it('shows an instant on the site’s clock, and leaves numbers and plain dates alone', () => {
    expect(shownValue('2026-11-01T12:00:00.000Z', 'America/Chicago')).toEqual({ kind: 'text', text: '01-Nov-2026 6:00 AM' });
    expect(shownValue('2026-11-01T12:00:00.000Z', 'Asia/Tokyo')).toEqual({ kind: 'text', text: '01-Nov-2026 9:00 PM' });
    expect(shownValue('184', 'America/Chicago')).toEqual({ kind: 'text', text: '184' });
    expect(shownValue('2026-11-01', 'America/Chicago')).toEqual({ kind: 'text', text: '2026-11-01' });
  });
});

describe('integration status messages', () => {
  it('prefixes the server’s error with Error: and names an unknown integration', () => {
    expect(statusErrorMessage('Not authorized for site ATL')).toBe('Error: Not authorized for site ATL');
    expect(unknownIntegrationMessage('autograde')).toBe('Unknown integration: autograde');
  });
});
