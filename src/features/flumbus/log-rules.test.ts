import { describe, expect, it } from 'vitest';
import type { FlumbusStatus } from '@/contract/flumbus';
import { canReset, flumbusRowTone, showsError } from './log-rules';

const statuses: FlumbusStatus[] = ['new', 'complete', 'failed', 'invalid'];
const sent = {
  has_error: 0,
  destination_request_endpoint: 'https://api.cubed.example.com/v2/companies/41017/assets/812',
  destination_response_code: 200,
} as const;

describe('Flumbus row tone', () => {
  it('is plain for a message sent and answered below 400, and for one not sent yet', () => {
    expect(flumbusRowTone(sent)).toBeUndefined();
    expect(flumbusRowTone({ ...sent, destination_response_code: 399 })).toBeUndefined();
    expect(flumbusRowTone({ ...sent, destination_response_code: null })).toBeUndefined();
  });

  it('is red for an error, grey for a suppressed message, yellow for an answer of 400 or more', () => {
    expect(flumbusRowTone({ ...sent, has_error: 1 })).toBe('error');
    expect(flumbusRowTone({ ...sent, destination_request_endpoint: 'suppressed', destination_response_code: null })).toBe('muted');
    expect(flumbusRowTone({ ...sent, destination_response_code: 400 })).toBe('warning');
    expect(flumbusRowTone({ ...sent, destination_response_code: 502 })).toBe('warning');
  });

  it('puts the error first, then suppressed, then the answer code', () => {
    expect(flumbusRowTone({ has_error: 1, destination_request_endpoint: 'suppressed', destination_response_code: 500 })).toBe('error');
    expect(flumbusRowTone({ has_error: 0, destination_request_endpoint: 'suppressed', destination_response_code: 500 })).toBe('muted');
  });
});

describe('Flumbus log status rules', () => {
  it('shows the error of failed and invalid logs only', () => {
    expect(statuses.filter(showsError)).toEqual(['failed', 'invalid']);
  });

  it('resets complete and failed logs only', () => {
    expect(statuses.filter(canReset)).toEqual(['complete', 'failed']);
  });
});
