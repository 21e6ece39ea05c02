import { describe, expect, it } from 'vitest';
import { locationMessages, noLocation, noViewerPosition, scanChips, vehicleMissing } from './location-texts';

describe('the location page’s messages', () => {
  it('says "Vehicle does not exist" alone when the link fails', () => {
    expect(locationMessages({ failed: true, scans: 0, viewer: 'unavailable' })).toEqual({ error: vehicleMissing, notes: [] });
    expect(vehicleMissing).toBe('Vehicle does not exist');
  });

  it('notes a vehicle without scans and a viewer without a position', () => {
    expect(locationMessages({ failed: false, scans: 0, viewer: 'available' })).toEqual({ error: null, notes: ['No location available for this vehicle'] });
    expect(locationMessages({ failed: false, scans: 3, viewer: 'unavailable' })).toEqual({ error: null, notes: ['Your current position is not available'] });
    expect(locationMessages({ failed: false, scans: 0, viewer: 'unavailable' }).notes).toEqual([noLocation, noViewerPosition]);
  });

  it('waits quietly while the position is being found', () => {
    expect(locationMessages({ failed: false, scans: 2, viewer: 'pending' })).toEqual({ error: null, notes: [] });
  });
});

describe('the last scan’s chips', () => {
  it('give the time, the event and the accuracy in metres', () => {
    const chips = scanChips({
      latitude: 32.9,
      longitude: -96.9,
      accuracy: 7.6,
      created_at: '2026-11-01T12:00:00.000Z',
      event: { vehicle_event_type_name: 'Lot move' },
    });
    expect(chips.map((chip) => chip.label)).toEqual(['Last scanned', 'Scan event', 'Accuracy']);
    expect(chips[0]?.value).toMatch(/^01-Nov-2026 /);
    expect(chips[1]?.value).toBe('Lot move');
    expect(chips[2]?.value).toBe('8 m');
  });

  it('say what is unknown', () => {
    const chips = scanChips({ latitude: 0, longitude: 0, accuracy: null, created_at: 'yesterday', event: null });
    expect(chips.map((chip) => chip.value)).toEqual(['yesterday', 'Unknown', 'unknown']);
  });
});
