import { describe, expect, it } from 'vitest';
import type { DealerRep } from '@/contract/dealer-detail';
import { repChanges, repDraft, repProblems } from './rep-form';

const rep: DealerRep = {
  id: 7,
  dealer_id: 1,
  display_name: 'Dana Reyes',
  name_first: 'Dana',
  name_last: 'Reyes',
  auction_access: '5123456',
  cubed_id: 88,
  auth_flag: 'Y',
  auth_reason: null,
};

describe('the rep edit form', () => {
  it('sends only the changed fields, an emptied optional text as null', () => {
    const draft = { ...repDraft(rep), name_first: '  ', auth_flag: 'N', display_name: 'Dana Reyes ' };
    expect(repChanges(rep, draft)).toEqual({ name_first: null, auth_flag: 'N' });
    expect(repChanges(rep, repDraft(rep))).toEqual({});
  });

  it('words the server’s rules with the field’s label', () => {
    const draft = { ...repDraft(rep), display_name: ' ', name_last: 'x'.repeat(61), auth_reason: 'r'.repeat(256) };
    expect(repProblems(draft)).toEqual({
      display_name: 'Name must not be empty',
      name_last: 'Last Name must be at most 60 characters',
      auth_reason: 'Auth Reason must be at most 255 characters',
    });
    expect(repProblems(repDraft(rep))).toEqual({});
  });
});
