import { describe, expect, it } from 'vitest';
import { countRecords } from '@/offline/use-outbox';
import { makeRecord } from '@/offline/test-records';
import { outboxStatusText } from './outbox-status-text';

const counts = (...states: Parameters<typeof makeRecord>[0][]) => countRecords(states.map((state) => makeRecord(state)));

describe('outboxStatusText', () => {
  it('says all is saved when online with nothing waiting', () => {
    expect(outboxStatusText(counts({ state: 'done' }), true, null)).toEqual({ short: 'All saved', label: 'Outbox: Online', tone: 'ok' });
  });

  it('counts what waits while offline', () => {
    const status = outboxStatusText(counts({ state: 'queued' }, { state: 'failed-retrying' }), false, null);
    expect(status).toEqual({ short: 'Offline · 2', label: 'Outbox: Offline, 2 waiting', tone: 'offline' });
  });

  it('shows upload progress while sending', () => {
    const status = outboxStatusText(counts({ state: 'sending' }, { state: 'queued' }), true, 40);
    expect(status.short).toBe('Sending 2 · 40%');
    expect(status.label).toBe('Outbox: Online, 2 waiting, sending 40%');
    expect(status.tone).toBe('busy');
  });

  it('turns to the warning tone when something needs attention, whatever else is true', () => {
    const status = outboxStatusText(counts({ state: 'needs-attention' }, { state: 'queued' }), false, null);
    expect(status.tone).toBe('attention');
    expect(status.label).toBe('Outbox: Offline, 1 waiting, 1 needs attention');
  });
});
