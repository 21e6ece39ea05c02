import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealerReportRequest, emailIssue } from './delivery';

describe('the delivery rules both sides apply', () => {
  it('an e-mail address: required, then a real address', () => {
    expect(emailIssue('')).toBe('Email address is required');
    expect(emailIssue('   ')).toBe('Email address is required');
    expect(emailIssue('dealer@')).toBe('This is not an e-mail address');
    expect(emailIssue('dealer example.com')).toBe('This is not an e-mail address');
    expect(emailIssue(' dealer@example.com ')).toBeNull();
  });

  it('a dealer report names as many vehicles as reports, with auction_id null', () => {
    const good = { email: 'a@b.example', auction_id: null, reports: [1], vehicles: [2] };
    expect(v.safeParse(DealerReportRequest, good).success).toBe(true);
    expect(v.safeParse(DealerReportRequest, { ...good, auction_id: 4 }).success).toBe(false);
    expect(v.safeParse(DealerReportRequest, { ...good, reports: [] }).success).toBe(false);
    expect(v.safeParse(DealerReportRequest, { ...good, vehicles: [2, 3] }).success).toBe(false);
  });
});
