import { describe, expect, it } from 'vitest';
import type { ActionCodeRow, TransactionCodeExclusionRow } from '@/contract/work-orders';
import { exclusionWrite, isActiveCode, mappingWrite, shopCreateBody, shownMapping } from './writes';

const mapped: ActionCodeRow = {
  action_code: 'BLD',
  action_desc: 'Blend',
  wo_mapping: { id: 7, action_code: 'BLD', is_active: 1, transaction_code: { transaction_code: 'PAINT', description: 'Body and paint' } },
};
const unmapped: ActionCodeRow = { action_code: 'ALN', action_desc: 'Align', wo_mapping: null };

describe('an action code mapping change', () => {
  it('is a PUT of the changed field when the site has a mapping', () => {
    expect(mappingWrite(mapped, { is_active: 0 })).toEqual({ method: 'PUT', path: '/v3/util/wo_action_mappings/7', body: { is_active: 0 } });
    expect(mappingWrite(mapped, { transaction_code: 'DTL' })).toEqual({
      method: 'PUT',
      path: '/v3/util/wo_action_mappings/7',
      body: { transaction_code: 'DTL' },
    });
    expect(mappingWrite(mapped, { transaction_code: null })).toEqual({
      method: 'PUT',
      path: '/v3/util/wo_action_mappings/7',
      body: { transaction_code: null },
    });
  });

  it('is a POST with the code when the site has none, the other field as shown (inactive, no code)', () => {
    expect(mappingWrite(unmapped, { is_active: 1 })).toEqual({
      method: 'POST',
      path: '/v3/util/wo_action_mappings',
      body: { action_code: 'ALN', is_active: 1, transaction_code: null },
    });
    expect(mappingWrite(unmapped, { transaction_code: 'ALIGN' })).toEqual({
      method: 'POST',
      path: '/v3/util/wo_action_mappings',
      body: { action_code: 'ALN', is_active: 0, transaction_code: 'ALIGN' },
    });
  });

  it('shows the server’s mapping, or inactive with no code, with a change on its way applied', () => {
    expect(shownMapping(mapped)).toEqual({ isActive: true, transactionCode: 'PAINT' });
    expect(shownMapping(unmapped)).toEqual({ isActive: false, transactionCode: '' });
    expect(shownMapping(mapped, { is_active: 0 })).toEqual({ isActive: false, transactionCode: 'PAINT' });
    expect(shownMapping(mapped, { transaction_code: null })).toEqual({ isActive: true, transactionCode: '' });
    expect(shownMapping(unmapped, { transaction_code: 'ALIGN' })).toEqual({ isActive: false, transactionCode: 'ALIGN' });
  });
});

describe('a transaction exclusion change', () => {
  const active: TransactionCodeExclusionRow = { transaction_code: 'ALIGN', description: 'Wheel alignment', wo_exclusion: null };
  const inactive: TransactionCodeExclusionRow = {
    transaction_code: 'LATE',
    description: 'Late payment fee',
    wo_exclusion: { id: 12, transaction_code: 'LATE' },
  };

  it('creates an exclusion to make a code Inactive and deletes it to make it Active again', () => {
    expect(isActiveCode(active)).toBe(true);
    expect(isActiveCode(inactive)).toBe(false);
    expect(exclusionWrite(active, false)).toEqual({ method: 'POST', path: '/v3/util/wo_transaction_exclusions', body: { transaction_code: 'ALIGN' } });
    expect(exclusionWrite(inactive, true)).toEqual({ method: 'DELETE', path: '/v3/util/wo_transaction_exclusions/12' });
  });

  it('sends nothing when the code already stands as asked', () => {
    expect(exclusionWrite(active, true)).toBeNull();
    expect(exclusionWrite(inactive, false)).toBeNull();
  });
});

describe('a new shop', () => {
  it('needs a name; both texts are trimmed and an empty description is null', () => {
    expect(shopCreateBody({ name: '  ', description: 'x' })).toEqual({ problem: 'Name is required' });
    expect(shopCreateBody({ name: ' Paint Bay ', description: '  ' })).toEqual({ body: { name: 'Paint Bay', description: null } });
    expect(shopCreateBody({ name: 'Paint Bay', description: ' Booth 2 ' })).toEqual({ body: { name: 'Paint Bay', description: 'Booth 2' } });
  });

  it('keeps to the server’s lengths: name 100, description 255', () => {
    expect(shopCreateBody({ name: 'n'.repeat(100), description: 'd'.repeat(255) })).toHaveProperty('body');
    expect(shopCreateBody({ name: 'n'.repeat(101), description: '' })).toEqual({ problem: 'Name must be at most 100 characters' });
    expect(shopCreateBody({ name: 'n', description: 'd'.repeat(256) })).toEqual({ problem: 'Description must be at most 255 characters' });
  });
});
