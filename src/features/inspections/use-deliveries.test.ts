import { describe, expect, it } from 'vitest';
import { makeRecord } from '@/test/outbox-records';
import { deliveryStatusText, refusedByServer } from './use-deliveries';

describe('a delivery through the outbox', () => {
  it('counts as refused only when the server answered a refusal, not when the connection failed or the server asks to wait', () => {
    expect(refusedByServer({ state: 'needs-attention', lastStatus: 422 })).toBe(true);
    expect(refusedByServer({ state: 'failed-retrying', lastStatus: 503 })).toBe(true);
    expect(refusedByServer({ state: 'failed-retrying', lastStatus: null })).toBe(false);
    expect(refusedByServer({ state: 'failed-retrying', lastStatus: 409 })).toBe(false);
    expect(refusedByServer({ state: 'queued', lastStatus: null })).toBe(false);
  });

  it('says it is queued offline or behind the report’s changes, and sending otherwise', () => {
    const delivery = { recordId: 3, email: 'dealer@example.com' };
    const record = makeRecord({ state: 'queued' });
    expect(deliveryStatusText(delivery, record, 0, false)).toBe('Queued: the inspection will be sent to dealer@example.com when the connection returns.');
    expect(deliveryStatusText(delivery, record, 2, true)).toBe(
      "Queued: the inspection will be sent to dealer@example.com once this report's changes are saved.",
    );
    expect(deliveryStatusText(delivery, record, 0, true)).toBe('Sending the inspection to dealer@example.com…');
  });

  it('says an e-mail limit holds it, with the server’s reason, and that it goes by itself: a 429 is neither a refusal nor a lost connection', () => {
    const delivery = { recordId: 4, email: 'dealer@example.com' };
    const reason = 'E-mail limit reached: you have sent 30 report e-mails in the last hour, the most one person may send. The next one can go in 12 minutes.';
    const limited = makeRecord({ state: 'failed-retrying', lastStatus: 429, lastError: reason });
    expect(refusedByServer(limited)).toBe(false);
    expect(deliveryStatusText(delivery, limited, 0, true)).toBe(
      `Queued: the inspection will be sent to dealer@example.com when the e-mail limit allows. ${reason}`,
    );
    expect(deliveryStatusText(delivery, limited, 0, false)).toBe('Queued: the inspection will be sent to dealer@example.com when the connection returns.');
  });
});
