import { describe, expect, it } from 'vitest';
import { apiFlagsProblem, toggleApiFlag, type ApiFlags } from './api-flags';

const flags = (auctionUser: boolean, cloudUser: boolean, cloudAdmin: boolean): ApiFlags => ({ auctionUser, cloudUser, cloudAdmin });
const auction = flags(true, false, false);
const cloud = flags(false, true, false);
const admin = flags(false, true, true);

describe('the API Settings checkboxes', () => {
  it('ticking Auction User clears Cloud User and Cloud Admin', () => {
    expect(toggleApiFlag(admin, 'auctionUser', true)).toEqual(auction);
    expect(toggleApiFlag(cloud, 'auctionUser', true)).toEqual(auction);
  });

  it('ticking Cloud User clears Auction User and clears Cloud Admin', () => {
    expect(toggleApiFlag(auction, 'cloudUser', true)).toEqual(cloud);
    // Cloud Admin is cleared even where it was set beside an unticked Cloud User (an old record).
    expect(toggleApiFlag(flags(false, false, true), 'cloudUser', true)).toEqual(cloud);
  });

  it('unticking Cloud User switches Auction User on and Cloud Admin off', () => {
    expect(toggleApiFlag(cloud, 'cloudUser', false)).toEqual(auction);
    expect(toggleApiFlag(admin, 'cloudUser', false)).toEqual(auction);
  });

  it('ticking Cloud Admin clears Auction User and sets Cloud User on', () => {
    expect(toggleApiFlag(auction, 'cloudAdmin', true)).toEqual(admin);
    expect(toggleApiFlag(cloud, 'cloudAdmin', true)).toEqual(admin);
  });

  it('unticking Cloud Admin changes only that flag', () => {
    expect(toggleApiFlag(admin, 'cloudAdmin', false)).toEqual(cloud);
    expect(toggleApiFlag(flags(true, false, true), 'cloudAdmin', false)).toEqual(auction);
  });

  it('unticking Auction User (no rule) changes only that flag, and the form asks for a choice', () => {
    const none = toggleApiFlag(auction, 'auctionUser', false);
    expect(none).toEqual(flags(false, false, false));
    expect(apiFlagsProblem(none)).toBe('Choose Auction User or Cloud User');
  });

  it('accepts exactly the combinations the rules produce', () => {
    expect([auction, cloud, admin].map(apiFlagsProblem)).toEqual([null, null, null]);
    expect(apiFlagsProblem(flags(true, true, false))).toMatch(/do not go together/);
    expect(apiFlagsProblem(flags(true, false, true))).toMatch(/do not go together/);
  });
});
