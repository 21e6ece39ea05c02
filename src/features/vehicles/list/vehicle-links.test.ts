import { describe, expect, it } from 'vitest';
import { inspectionLinkText, locationHistoryPath, NO_INSPECTION } from './vehicle-links';

describe('the Inspection link text', () => {
  it('reads Approved Inspection when the first inspection is post-recon', () => {
    expect(
      inspectionLinkText([
        { condition_report_id: 9, condition_report_type_id: 2 },
        { condition_report_id: 8, condition_report_type_id: 1 },
      ]),
    ).toBe('Approved Inspection');
  });

  it('reads Inspection when the first one is of another type, even if a later one is post-recon', () => {
    expect(inspectionLinkText([{ condition_report_id: 8, condition_report_type_id: 1 }])).toBe('Inspection');
    expect(
      inspectionLinkText([
        { condition_report_id: 8, condition_report_type_id: 1 },
        { condition_report_id: 9, condition_report_type_id: 2 },
      ]),
    ).toBe('Inspection');
  });

  it('says there is none when there is none', () => {
    expect(inspectionLinkText([])).toBe(NO_INSPECTION);
  });
});

describe('the Location History link', () => {
  it('is the public page of the site and guid, or nothing without a guid', () => {
    expect(locationHistoryPath('DAL', 'LnGqLef65kSEwoQkKb-UJg')).toBe('/dealers/locationHistory/DAL/LnGqLef65kSEwoQkKb-UJg');
    expect(locationHistoryPath('DAL', null)).toBeNull();
    expect(locationHistoryPath(null, 'abc')).toBeNull();
  });
});
