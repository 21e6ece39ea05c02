import { describe, expect, it } from 'vitest';
import type { SiteRecord } from '@/contract/admin-sites';
import { draftOf, siteChanges, siteProblems, type SiteDraft } from './site-draft';

const dallas: SiteRecord = {
  id: 1,
  code: 'DAL',
  name: 'Dallas Auto Auction',
  desc: 'Dealer and fleet/lease sales',
  cubed_company_id: 41017,
  dbhost: 'dal-sql01.premise.internal',
  dbport: 1433,
  gps_lat: 32.8998,
  gps_lng: -96.9094,
  ip_primary: '10.21.4.15',
  account_name: 'Dallas Auto Auction LLC',
  timezone: 'America/Chicago',
  public_photos_enabled: 1,
  is_wan_up: 1,
  wan_first_down: null,
  last_heartbeat_at: null,
  created_at: null,
  updated_at: null,
};
const edit = (changes: Partial<SiteDraft>): SiteDraft => ({ ...draftOf(dallas), ...changes });

describe('siteChanges: only the changed fields, in the API types', () => {
  it('sends nothing when nothing changed (blanks and number spellings do not count)', () => {
    expect(siteChanges(dallas, draftOf(dallas))).toBeNull();
    expect(siteChanges(dallas, edit({ name: ' Dallas Auto Auction ', dbport: '01433', gps_lat: '32.89980' }))).toBeNull();
  });

  it('sends texts trimmed and numbers as numbers', () => {
    expect(siteChanges(dallas, edit({ desc: ' 8 lanes ', dbport: '1434', cubed_company_id: '41099' }))).toEqual({
      desc: '8 lanes',
      dbport: 1434,
      cubed_company_id: 41099,
    });
    expect(siteChanges(dallas, edit({ public_photos_enabled: false }))).toEqual({ public_photos_enabled: 0 });
  });

  it('clears an optional field left blank', () => {
    expect(siteChanges(dallas, edit({ ip_primary: '  ', gps_lng: '' }))).toEqual({ ip_primary: null, gps_lng: null });
  });
});

describe('siteProblems', () => {
  it('accepts the stored site', () => {
    expect(siteProblems(draftOf(dallas))).toEqual({});
  });

  it('names each field that cannot be saved, and nothing is sent meanwhile', () => {
    const bad = edit({ name: '', timezone: 'Mars/Base', cubed_company_id: '41a', dbport: '70000', gps_lat: '91', gps_lng: 'west' });
    expect(siteProblems(bad)).toEqual({
      name: 'Name is required',
      timezone: "'Mars/Base' is not a known time zone (e.g. America/Chicago)",
      cubed_company_id: 'Cubed company id: a positive whole number (digits only)',
      dbport: 'Database port: a whole number from 1 to 65535',
      gps_lat: 'Latitude: a number from -90 to 90 (e.g. 32.8998)',
      gps_lng: 'Longitude: a number from -180 to 180 (e.g. -96.9094)',
    });
    expect(siteChanges(dallas, bad)).toBeNull();
  });

  it('asks for a time zone and keeps texts within their lengths', () => {
    expect(siteProblems(edit({ timezone: ' ' })).timezone).toBe('Time zone is required (e.g. America/Chicago)');
    expect(siteProblems(edit({ desc: 'x'.repeat(501) })).desc).toBe('Description: at most 500 characters');
  });
});
