import { describe, expect, it } from 'vitest';
import { passwordVerdict } from '@/lib/password-verdict';
import { profileChanges } from './profile-changes';

const saved = 'Avery Admin';
const noPassword = passwordVerdict('', null);

describe('profileChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(profileChanges(saved, { name: 'Avery Admin', password: '' }, noPassword)).toBeNull();
    expect(profileChanges(saved, { name: '  Avery Admin ', password: '' }, noPassword)).toBeNull();
  });

  it('sends only the changed name, trimmed', () => {
    expect(profileChanges(saved, { name: ' Avery A. Admin ', password: '' }, noPassword)).toEqual({ name: 'Avery A. Admin' });
  });

  it('sends a valid password, and the name only if it changed', () => {
    const password = 'long and strong enough';
    expect(profileChanges(saved, { name: saved, password }, passwordVerdict(password, 4))).toEqual({ password });
    expect(profileChanges(saved, { name: 'New Name', password }, passwordVerdict(password, 3))).toEqual({ name: 'New Name', password });
  });

  it('sends nothing while the password is too short, too weak or not scored yet', () => {
    expect(profileChanges(saved, { name: 'New Name', password: 'short' }, passwordVerdict('short', 4))).toBeNull();
    expect(profileChanges(saved, { name: 'New Name', password: 'password1' }, passwordVerdict('password1', 1))).toBeNull();
    expect(profileChanges(saved, { name: 'New Name', password: 'password1' }, passwordVerdict('password1', null))).toBeNull();
  });

  it('sends nothing without a name', () => {
    expect(profileChanges(saved, { name: '   ', password: '' }, noPassword)).toBeNull();
  });
});
