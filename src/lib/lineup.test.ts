/** The lineup badge's text. */
import { describe, expect, it } from 'vitest';
import { lineupText, notLinedUp } from './lineup';

const auction = { event_name: 'DAL Weekly Dealer Sale', auction_date: '2026-11-04 15:30:00' };

describe('the lineup badge', () => {
  it('shows lane and run sequence, the event and the month-day with time', () => {
    expect(lineupText({ lane_id: 'B', run_sequence: 2, run_id: 9001, auction })).toBe('Lane B · Run 2 — DAL Weekly Dealer Sale · 11-04 3:30 PM');
  });

  it('falls back to the run id when there is no run sequence', () => {
    expect(lineupText({ lane_id: 4, run_sequence: null, run_id: 9001, auction })).toBe('Lane 4 · Run 9001 — DAL Weekly Dealer Sale · 11-04 3:30 PM');
  });

  it('leaves out what the position does not have', () => {
    expect(lineupText({ lane_id: 'A', run_sequence: 7, auction: null })).toBe('Lane A · Run 7');
    expect(lineupText({ lane_id: null, run_id: null, auction })).toBe('DAL Weekly Dealer Sale · 11-04 3:30 PM');
  });

  it('reads NOT LINED UP without a position, or with an empty one', () => {
    expect(lineupText(undefined)).toBe(notLinedUp);
    expect(notLinedUp).toBe('NOT LINED UP');
    expect(lineupText({ lane_id: null, run_id: null, run_sequence: null, auction: null })).toBe(notLinedUp);
  });
});
