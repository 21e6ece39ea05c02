import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '@/offline/record';
import { makeRecord } from '@/test/outbox-records';
import { answerSnackbars } from './report-answers';

const group = 'vehicle:5';
const opened = 1_000;
const update = (overrides: Partial<OutboxRecord>) =>
  makeRecord({
    group,
    method: 'PUT',
    path: '/v3/vehicles3/5/inspections/7?with[]=inspection_items',
    body: { kind: 'json', value: { comments: 'Hail on the roof' } },
    state: 'done',
    updatedAt: opened + 10,
    ...overrides,
  });
const result = { grade: 4.2, breakdown: [] };
const messages = (records: OutboxRecord[], autograde = true) => answerSnackbars(records, 5, opened, autograde).map(({ snackbar }) => snackbar);

describe('the snackbars that answer the report’s own writes', () => {
  it('an inspection update at an autograde site: its grade, its autograde_error, or that none came', () => {
    expect(messages([update({ resultMeta: { autograde: result } })])).toEqual([{ severity: 'success', message: 'Autograde updated' }]);
    expect(messages([update({ resultMeta: { autograde_error: 'Tyres need a tread depth: left front' } })])).toEqual([
      { severity: 'warning', message: 'Autograde: Tyres need a tread depth: left front' },
    ]);
    for (const missing of [undefined, null, {}, { autograde: null, autograde_error: null }, { autograde_error: '' }, 'not an object']) {
      expect(messages([update({ resultMeta: missing })]), JSON.stringify(missing)).toEqual([
        { severity: 'error', message: 'Autograde: Unable to update Autograde' },
      ]);
    }
  });

  it('answers each inspection update once, however the records are read again; a retried one answered again is another answer', () => {
    const first = update({ id: 1, resultMeta: { autograde: result } });
    const second = update({ id: 2, updatedAt: opened + 20, resultMeta: {} });
    const answers = answerSnackbars([second, first], 5, opened, true);
    expect(answers.map(({ snackbar }) => snackbar.message)).toEqual(['Autograde updated', 'Autograde: Unable to update Autograde']);
    // The same records read again give the same keys: the page shows each key once.
    expect(answerSnackbars([first, second], 5, opened, true).map(({ key }) => key)).toEqual(answers.map(({ key }) => key));
    expect(answerSnackbars([{ ...second, updatedAt: opened + 30 }], 5, opened, true)[0]?.key).not.toBe(answers[1]?.key);
  });

  it('says nothing of answers that came before the screen opened, of other writes, of settled ones, or where autograde is off', () => {
    expect(messages([update({ updatedAt: opened, resultMeta: { autograde: result } })])).toEqual([]);
    expect(messages([update({ resultMeta: {} })], false)).toEqual([]);
    // A 412 merged to nothing, or a conflict kept as the server's: no update was sent, no answer came.
    expect(messages([update({ body: { kind: 'json', value: {} }, resultMeta: undefined })])).toEqual([]);
    expect(messages([update({ state: 'sending' }), update({ state: 'failed-retrying' })])).toEqual([]);
    const others = [
      update({ method: 'POST', path: '/v3/vehicles3/5/inspections/7/conditions', resultMeta: { autograde: result } }),
      update({ path: '/v3/vehicles3/5/inspections/7/conditions/11', resultMeta: { autograde: result } }),
      update({ path: '/v3/vehicles3/5?with[]=equipment', resultMeta: { autograde: result } }),
      update({ path: '/v3/vehicles3/6/inspections/9', resultMeta: { autograde: result } }),
    ];
    expect(messages(others)).toEqual([]);
  });

  it('a refused Create Inspection says the server’s reason; a refused Delete Inspection says "Error deleting: " and the reason', () => {
    const refused = { state: 'needs-attention' as const, lastStatus: 403, body: null };
    const create = update({ ...refused, method: 'POST', path: '/v3/vehicles3/5/inspections', lastError: 'You need the condition writer permission at DAL' });
    const remove = update({ ...refused, method: 'DELETE', path: '/v3/vehicles3/5/inspections/7', lastError: 'Inspection not found' });
    expect(messages([create, remove], false)).toEqual([
      { severity: 'error', message: 'You need the condition writer permission at DAL' },
      { severity: 'error', message: 'Error deleting: Inspection not found' },
    ]);
    // A refused update is shown by the editor of its field, not here; a waiting delete is no answer.
    expect(messages([update({ state: 'needs-attention', lastError: 'no' }), { ...remove, state: 'queued' }])).toEqual([]);
  });
});
