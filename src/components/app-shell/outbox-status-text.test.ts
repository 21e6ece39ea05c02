import { describe, expect, it } from 'vitest';
import { countRecords } from '@/offline/use-outbox';
import { makeRecord } from '@/test/outbox-records';
import { keptAfterExpiryText, outboxStatusText } from './outbox-status-text';

const counts = (...states: Parameters<typeof makeRecord>[0][]) => countRecords(states.map((state) => makeRecord(state)));

describe('outboxStatusText', () => {
  it('says all is saved when online with nothing waiting', () => {
    expect(outboxStatusText({ outbox: counts({ state: 'done' }), online: true, uploadPercent: null })).toEqual({
      short: 'All saved',
      label: 'Outbox: Online',
      tone: 'ok',
    });
  });

  it('counts what waits while offline', () => {
    const status = outboxStatusText({ outbox: counts({ state: 'queued' }, { state: 'failed-retrying' }), online: false, uploadPercent: null });
    expect(status).toEqual({ short: 'Offline · 2', label: 'Outbox: Offline, 2 waiting', tone: 'offline' });
  });

  it('shows upload progress while sending', () => {
    const status = outboxStatusText({ outbox: counts({ state: 'sending' }, { state: 'queued' }), online: true, uploadPercent: 40 });
    expect(status.short).toBe('Sending 2 · 40%');
    expect(status.label).toBe('Outbox: Online, 2 waiting, sending 40%');
    expect(status.tone).toBe('busy');
  });

  it('says only the connection while the outbox is being read: never "All saved" for changes it has not seen', () => {
    expect(outboxStatusText({ outbox: 'reading', online: true, uploadPercent: null })).toEqual({
      short: 'Online',
      label: 'Outbox: Online, reading the outbox',
      tone: 'ok',
    });
    expect(outboxStatusText({ outbox: 'reading', online: false, uploadPercent: null })).toEqual({
      short: 'Offline',
      label: 'Outbox: Offline, reading the outbox',
      tone: 'offline',
    });
  });

  it('says so when the outbox on this device cannot be read', () => {
    expect(outboxStatusText({ outbox: 'unreadable', online: true, uploadPercent: null })).toEqual({
      short: 'Outbox unreadable',
      label: 'Outbox: Online, the outbox on this device cannot be read',
      tone: 'attention',
    });
  });

  it('turns to the warning tone when something needs attention, whatever else is true', () => {
    const status = outboxStatusText({ outbox: counts({ state: 'needs-attention' }, { state: 'queued' }), online: false, uploadPercent: null });
    expect(status.tone).toBe('attention');
    expect(status.label).toBe('Outbox: Offline, 1 waiting, 1 needs attention');
    expect(status.short).toBe('1 needs attention');
    const two = outboxStatusText({ outbox: counts({ state: 'needs-attention' }, { state: 'conflict' }), online: true, uploadPercent: null });
    expect(two.short).toBe('2 need attention');
  });
});

describe('keptAfterExpiryText', () => {
  it('counts what waits and what needs attention, not what was sent, and names who signs in again', () => {
    expect(keptAfterExpiryText(counts({ state: 'queued' }, { state: 'done' }), 'Marcus Bell')).toBe(
      '1 change made on this device is kept: it is sent when Marcus Bell signs in again.',
    );
    expect(keptAfterExpiryText(counts({ state: 'queued' }, { state: 'failed-retrying' }, { state: 'conflict' }), 'Marcus Bell')).toBe(
      '3 changes made on this device are kept: they are sent when Marcus Bell signs in again.',
    );
  });

  it('says nothing when nothing waits, or when the outbox was not read', () => {
    expect(keptAfterExpiryText(counts({ state: 'done' }), 'Marcus Bell')).toBeNull();
    expect(keptAfterExpiryText(null, 'Marcus Bell')).toBeNull();
  });
});
