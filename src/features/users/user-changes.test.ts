import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/contract/admin-users';
import { passwordVerdict } from '@/lib/password-verdict';
import { draftOf, userChanges, userProblems, type UserDraft } from './user-changes';

const sam: AdminUser = {
  id: 8,
  name: 'Sam Okafor',
  full_name: 'Sam Okafor',
  email: 'sam.okafor@example.com',
  username: null,
  premise_user: 0,
  is_cloud_user: 1,
  is_global_admin: 0,
  created_at: null,
  updated_at: null,
};
const noPassword = passwordVerdict('', null);
const edit = (changes: Partial<UserDraft>): UserDraft => ({ ...draftOf(sam), ...changes });

describe('userChanges: only the changed fields', () => {
  it('sends nothing when nothing changed (blanks around the name do not count)', () => {
    expect(userChanges(sam, draftOf(sam), noPassword, 1)).toBeNull();
    expect(userChanges(sam, edit({ name: ' Sam Okafor ' }), noPassword, 1)).toBeNull();
  });

  it('sends the changed name and e-mail, trimmed', () => {
    expect(userChanges(sam, edit({ name: ' Samuel Okafor ' }), noPassword, 1)).toEqual({ name: 'Samuel Okafor' });
    expect(userChanges(sam, edit({ email: 'sam@example.com ' }), noPassword, 1)).toEqual({ email: 'sam@example.com' });
  });

  it('sends only the API settings that changed', () => {
    const admin = edit({ flags: { auctionUser: false, cloudUser: true, cloudAdmin: true } });
    expect(userChanges(sam, admin, noPassword, 1)).toEqual({ is_global_admin: 1 });
    const auction = edit({ flags: { auctionUser: true, cloudUser: false, cloudAdmin: false } });
    expect(userChanges(sam, auction, noPassword, 1)).toEqual({ premise_user: 1, is_cloud_user: 0 });
  });

  it('sends a valid password, and nothing while it is too short, too weak or not scored yet', () => {
    const password = 'Gravel tandem orchid 42';
    expect(userChanges(sam, edit({ password }), passwordVerdict(password, 4), 1)).toEqual({ password });
    expect(userChanges(sam, edit({ name: 'New', password: 'short' }), passwordVerdict('short', 4), 1)).toBeNull();
    expect(userChanges(sam, edit({ name: 'New', password: 'password1' }), passwordVerdict('password1', 1), 1)).toBeNull();
    expect(userChanges(sam, edit({ name: 'New', password: 'password1' }), passwordVerdict('password1', null), 1)).toBeNull();
  });
});

describe('userProblems', () => {
  it('asks for a name and a well-formed e-mail address', () => {
    expect(userProblems(sam, edit({ name: '  ' }), 1)).toEqual({ name: 'Name is required' });
    expect(userProblems(sam, edit({ email: '' }), 1)).toEqual({ email: 'Email Address is required' });
    expect(userProblems(sam, edit({ email: 'sam@' }), 1)).toEqual({ email: 'Email Address is not a valid e-mail address' });
    expect(userChanges(sam, edit({ email: 'sam@' }), noPassword, 1)).toBeNull();
  });

  it('lets an auction user without an e-mail address keep none', () => {
    const clerk: AdminUser = { ...sam, email: null, username: 'clerk', premise_user: 1, is_cloud_user: 0 };
    expect(userProblems(clerk, draftOf(clerk), 1)).toEqual({});
    expect(userChanges(clerk, { ...draftOf(clerk), name: 'Dana W.' }, noPassword, 1)).toEqual({ name: 'Dana W.' });
  });

  it('asks for Auction User or Cloud User when neither is ticked', () => {
    const none = edit({ flags: { auctionUser: false, cloudUser: false, cloudAdmin: false } });
    expect(userProblems(sam, none, 1)).toEqual({ flags: 'Choose Auction User or Cloud User' });
  });

  it('does not let an admin take away their own Cloud Admin rights', () => {
    const self: AdminUser = { ...sam, id: 1, is_global_admin: 1 };
    const dropped = { ...draftOf(self), flags: { auctionUser: false, cloudUser: true, cloudAdmin: false } };
    expect(userProblems(self, dropped, 1).flags).toBe('You cannot remove your own Cloud Admin rights: ask another admin');
    expect(userProblems(self, dropped, 5)).toEqual({});
  });
});
