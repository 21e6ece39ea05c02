/**
 * The rep edit form's rules, React-free: the draft a rep starts from, the changed fields to
 * send (PUT dealer_reps/{id}), and each field's problem, checked with the rules the server
 * applies (dealerRepWrite, src/contract/dealer-detail.ts) and worded with the field's label.
 */
import { dealerRepWrite, type DealerRep, type DealerRepChanges, type DealerRepField } from '@/contract/dealer-detail';
import { ruleProblem } from '@/contract/field-rules';

export type RepDraft = Record<DealerRepField, string>;

/** The form's fields in order, with their labels (the Reps tab's column headers). */
export const repFields: readonly { field: DealerRepField; label: string }[] = [
  { field: 'display_name', label: 'Name' },
  { field: 'name_first', label: 'First Name' },
  { field: 'name_last', label: 'Last Name' },
  { field: 'auth_flag', label: 'Auth' },
  { field: 'auth_reason', label: 'Auth Reason' },
];

export function repDraft(rep: DealerRep): RepDraft {
  return {
    display_name: rep.display_name ?? '',
    name_first: rep.name_first ?? '',
    name_last: rep.name_last ?? '',
    auth_flag: rep.auth_flag ?? '',
    auth_reason: rep.auth_reason ?? '',
  };
}

/** What a field sends for what was typed: an empty optional text is no value (null). */
function sentValue(field: DealerRepField, typed: string): string | null {
  const nullable = field === 'name_first' || field === 'name_last' || field === 'auth_reason';
  return nullable && typed.trim() === '' ? null : typed;
}

/** Each field's problem with what was typed, e.g. "Name must not be empty"; absent when it is fine. */
export function repProblems(draft: RepDraft): Partial<Record<DealerRepField, string>> {
  const problems: Partial<Record<DealerRepField, string>> = {};
  for (const { field, label } of repFields) {
    const problem = ruleProblem(dealerRepWrite[field], sentValue(field, draft[field]));
    if (problem) problems[field] = `${label} ${problem}`;
  }
  return problems;
}

/** The fields that differ from the rep as read (compared as the server stores them: trimmed, empty as null). */
export function repChanges(rep: DealerRep, draft: RepDraft): DealerRepChanges {
  const before = repDraft(rep);
  const changes: Record<string, string | null> = {};
  for (const { field } of repFields) {
    const next = sentValue(field, draft[field]);
    const was = sentValue(field, before[field]);
    if ((typeof next === 'string' ? next.trim() : next) !== (typeof was === 'string' ? was.trim() : was)) changes[field] = next;
  }
  // The keys are the form's fields; each value is checked by repProblems before it is sent.
  return changes as DealerRepChanges;
}
