import { describe, expect, it } from 'vitest';
import { hasSecurity, roleOf } from './roles';

describe('roleOf', () => {
  it.each([
    [{ premise_user: 1, is_global_admin: 0 }, 'auction'],
    [{ premise_user: 1, is_global_admin: 1 }, 'auction'],
    [{ premise_user: 0, is_global_admin: 1 }, 'admin'],
    [{ premise_user: 0, is_global_admin: 0 }, 'user'],
  ] as const)('%o is %s', (user, role) => {
    expect(roleOf(user)).toBe(role);
  });

  it('has no role without a user', () => {
    expect(roleOf(null)).toBeNull();
  });
});

describe('hasSecurity', () => {
  const user = { on_prem_user: { username: 'inspector', security: { condition_writer: 1, administration: 0 } } } as const;
  it('reads the on-premise securities', () => {
    expect(hasSecurity(user, 'condition_writer')).toBe(true);
    expect(hasSecurity(user, 'administration')).toBe(false);
    expect(hasSecurity({ on_prem_user: undefined }, 'condition_writer')).toBe(false);
  });
});
