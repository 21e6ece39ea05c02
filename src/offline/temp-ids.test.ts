import { describe, expect, it } from 'vitest';
import { idFromReply, isTempId, legacyTempRefs, newTempId, rewriteTempId, tempIdsUsed, tempRefsOf } from './temp-ids';
import { makeRecord } from '@/test/outbox-records';

describe('temporary ids', () => {
  it('are unique and recognisable', () => {
    const a = newTempId();
    expect(isTempId(a)).toBe(true);
    expect(a).not.toBe(newTempId());
    expect(isTempId('42')).toBe(false);
  });

  it('are rewritten where the record says it names them: a path segment, a body field (as a number when numeric), and the resource', () => {
    const tempId = newTempId();
    const path = `/v3/vehicles3/7/inspections/3/conditions/${tempId}`;
    const record = makeRecord({
      path,
      resource: `condition:${tempId}`,
      body: { kind: 'json', value: { parent: tempId, note: `see ${tempId}` } },
      uses: tempRefsOf(path, [{ field: 'parent', tempId }]),
    });
    expect(record.uses).toEqual([
      { at: 'path', tempId },
      { at: 'body', field: 'parent', tempId },
    ]);
    const rewritten = rewriteTempId(record, tempId, '981');
    expect(rewritten?.path).toBe('/v3/vehicles3/7/inspections/3/conditions/981');
    expect(rewritten?.resource).toBe('condition:981');
    // Text that merely mentions the id is the user's text, not a reference: left as it is.
    expect(rewritten?.body).toEqual({ kind: 'json', value: { parent: 981, note: `see ${tempId}` } });
    expect(tempIdsUsed(rewritten!)).toEqual([]);
  });

  it('are rewritten inside a body field that lists ids (a dealer report made for a report created offline)', () => {
    const tempId = newTempId();
    const record = makeRecord({
      path: '/v3/dealers/0/reports',
      body: { kind: 'json', value: { email: 'a@b.example', auction_id: null, reports: [tempId], vehicles: [7] } },
      uses: tempRefsOf('/v3/dealers/0/reports', [{ field: 'reports', tempId }]),
    });
    expect(rewriteTempId(record, tempId, '44')?.body).toEqual({
      kind: 'json',
      value: { email: 'a@b.example', auction_id: null, reports: [44], vehicles: [7] },
    });
  });

  it('are found in a record written before records listed them: path segments and top-level body fields', () => {
    const tempId = newTempId();
    expect(legacyTempRefs({ path: `/v3/util/vehicle_images/${tempId}`, body: { kind: 'json', value: { main_image: 1, after: tempId } } })).toEqual([
      { at: 'path', tempId },
      { at: 'body', field: 'after', tempId },
    ]);
  });

  it('are rewritten in a photo upload path and its form fields', () => {
    const tempId = newTempId();
    const record = makeRecord({
      method: 'POST',
      path: `/v3/conditions/${tempId}/images`,
      body: { kind: 'file', field: 'photo', fileName: 'a.jpg', mimeType: 'image/jpeg', size: 3, fields: { ref: tempId } },
    });
    expect(tempIdsUsed(record)).toEqual([tempId]);
    const rewritten = rewriteTempId(record, tempId, '5');
    expect(rewritten?.path).toBe('/v3/conditions/5/images');
    expect(rewritten?.body).toMatchObject({ size: 3, fields: { ref: '5' } });
  });

  it('are found and rewritten in the path, not in its query string', () => {
    const tempId = newTempId();
    const path = `/v3/vehicles3/1/inspections/${tempId}?with[]=inspection_items`;
    const record = makeRecord({ path, uses: tempRefsOf(path) });
    expect(tempIdsUsed(record)).toEqual([tempId]);
    expect(rewriteTempId(record, tempId, '9')?.path).toBe('/v3/vehicles3/1/inspections/9?with[]=inspection_items');
  });

  it('leave records that do not use them untouched', () => {
    expect(rewriteTempId(makeRecord(), newTempId(), '1')).toBeNull();
  });

  it('are read from the reply by a dotted field', () => {
    expect(idFromReply({ vehicle_condition_id: 12 }, 'vehicle_condition_id')).toBe('12');
    expect(idFromReply({ item: { id: 'x' } }, 'item.id')).toBe('x');
    expect(idFromReply({}, 'id')).toBeNull();
    expect(idFromReply(null, 'id')).toBeNull();
  });
});
