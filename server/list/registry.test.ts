import { describe, expect, it } from 'vitest';
import { dealers, sites, users, vehicles } from '../db/schema.ts';
import { createRegistry, privateColumns, Registry } from './registry.ts';
import { defineResource } from './resource.ts';

const base = { noun: 'record', key: 'id', operations: ['list'], scope: { kind: 'admin' }, defaultSort: [['id', 'asc']] } as const;

describe('the registry', () => {
  it('accepts every declared resource and exposes no private column anywhere', () => {
    const registry = createRegistry();
    expect(registry.entries().length).toBeGreaterThan(30);
    for (const [, resource] of registry.entries()) {
      const exposed = [
        ...resource.read,
        ...(resource.readDetail ?? []),
        ...(resource.filter ?? []),
        ...(resource.sort ?? []),
        ...Object.keys(resource.write ?? {}),
      ];
      expect(exposed.filter((field) => privateColumns.has(field))).toEqual([]);
    }
  });

  it('refuses a field that is not a column of the table', () => {
    expect(() => new Registry({ s: defineResource({ ...base, table: sites, read: ['id'], filter: ['nonsense' as 'id'] }) })).toThrow(
      "Resource s: filter field 'nonsense' is not a column",
    );
  });

  it('refuses a private column in any list, writes included', () => {
    expect(() => new Registry({ u: defineResource({ ...base, table: users, read: ['id'], sort: ['password_hash'] }) })).toThrow(/private/);
    expect(() => new Registry({ u: defineResource({ ...base, table: users, read: ['id'], write: { password_hash: undefined } }) })).toThrow(/private/);
  });

  it('refuses relations to unknown resources or over missing keys', () => {
    const withRelation = (target: string, foreignKey: string) =>
      new Registry({
        v: defineResource({
          ...base,
          key: 'vehicle_id',
          defaultSort: [['vehicle_id', 'asc']],
          table: vehicles,
          read: ['vehicle_id'],
          relations: { seller: { kind: 'belongsTo', target, foreignKey, targetKey: 'dealer_id' } },
        }),
        d: defineResource({
          ...base,
          key: 'dealer_id',
          defaultSort: [['dealer_id', 'asc']],
          table: dealers,
          read: ['dealer_id'],
          scope: { kind: 'site', column: 'site_id' },
        }),
      });
    expect(() => withRelation('nobody', 'seller_id')).toThrow('relation seller targets unknown nobody');
    expect(() => withRelation('d', 'dealer_ref')).toThrow('relation seller has a bad key');
    expect(() => withRelation('d', 'seller_id')).not.toThrow();
  });

  it('refuses a switch parameter that names a relation path that does not exist', () => {
    const withSwitch = (path: string) =>
      new Registry({
        v: defineResource({
          ...base,
          key: 'vehicle_id',
          defaultSort: [['vehicle_id', 'asc']],
          table: vehicles,
          read: ['vehicle_id'],
          relations: { seller: { kind: 'belongsTo', target: 'd', foreignKey: 'seller_id', targetKey: 'dealer_id' } },
          params: { withAdd: { with: [path] } },
        }),
        d: defineResource({ ...base, key: 'dealer_id', defaultSort: [['dealer_id', 'asc']], table: dealers, read: ['dealer_id'] }),
      });
    expect(() => withSwitch('seller')).not.toThrow();
    expect(() => withSwitch('seller.reps')).toThrow('Resource v: parameter withAdd names unknown relation path seller.reps');
    expect(() => withSwitch('buyer')).toThrow(/unknown relation path buyer/);
  });
});
