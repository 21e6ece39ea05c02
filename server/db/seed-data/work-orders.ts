/** Repair action codes, transaction (charge) codes and recon shop names. */

export const actionCodes: readonly { action_code: string; action_desc: string }[] = [
  { action_code: 'RPR', action_desc: 'Repair' },
  { action_code: 'RPL', action_desc: 'Replace' },
  { action_code: 'PDR', action_desc: 'Paintless dent repair' },
  { action_code: 'R&I', action_desc: 'Remove & install' },
  { action_code: 'BUF', action_desc: 'Buff' },
  { action_code: 'CLN', action_desc: 'Clean' },
  { action_code: 'PNT', action_desc: 'Paint' },
  { action_code: 'BLD', action_desc: 'Blend' },
  { action_code: 'SMR', action_desc: 'Smart repair' },
  { action_code: 'WGL', action_desc: 'Windshield glass repair' },
  { action_code: 'ALN', action_desc: 'Align' },
  { action_code: 'MNT', action_desc: 'Mount & balance' },
  { action_code: 'UPH', action_desc: 'Upholstery repair' },
  { action_code: 'DIA', action_desc: 'Diagnose' },
  { action_code: 'NA', action_desc: 'No action' },
];

export interface TransactionCodeDefinition {
  transaction_code: string;
  description: string;
  /** Typical charge range in dollars when seeded on a vehicle. */
  amount: readonly [number, number];
}

export const transactionCodes: readonly TransactionCodeDefinition[] = [
  { transaction_code: 'RECON', description: 'Reconditioning', amount: [150, 2400] },
  { transaction_code: 'DTL', description: 'Detail', amount: [89, 249] },
  { transaction_code: 'PDR', description: 'Paintless dent repair', amount: [75, 650] },
  { transaction_code: 'TRANS', description: 'Transport', amount: [95, 850] },
  { transaction_code: 'INSP', description: 'Inspection fee', amount: [45, 95] },
  { transaction_code: 'BUYFEE', description: 'Buyer fee', amount: [195, 695] },
  { transaction_code: 'SELLFEE', description: 'Seller fee', amount: [150, 350] },
  { transaction_code: 'NSALE', description: 'No-sale fee', amount: [50, 125] },
  { transaction_code: 'ENTRY', description: 'Entry fee', amount: [25, 75] },
  { transaction_code: 'PSI', description: 'Post-sale inspection', amount: [75, 150] },
  { transaction_code: 'ARB', description: 'Arbitration fee', amount: [100, 300] },
  { transaction_code: 'TITLE', description: 'Title processing', amount: [25, 85] },
  { transaction_code: 'LATE', description: 'Late payment fee', amount: [50, 150] },
  { transaction_code: 'STOR', description: 'Storage', amount: [20, 400] },
  { transaction_code: 'KEY', description: 'Key cutting and programming', amount: [85, 450] },
  { transaction_code: 'BATT', description: 'Battery replacement', amount: [129, 239] },
  { transaction_code: 'TIRE', description: 'Tire replacement', amount: [110, 980] },
  { transaction_code: 'ALIGN', description: 'Wheel alignment', amount: [89, 149] },
  { transaction_code: 'GLASS', description: 'Glass repair or replacement', amount: [59, 620] },
  { transaction_code: 'PAINT', description: 'Body and paint', amount: [250, 3200] },
  { transaction_code: 'MECH', description: 'Mechanical repair', amount: [120, 2800] },
  { transaction_code: 'OIL', description: 'Oil change and safety check', amount: [49, 99] },
  { transaction_code: 'SMOG', description: 'Emissions test', amount: [30, 60] },
  { transaction_code: 'PHOTO', description: 'Photography package', amount: [15, 45] },
  { transaction_code: 'SPIN', description: '360 spin imaging', amount: [25, 55] },
  { transaction_code: 'CR', description: 'Condition report', amount: [45, 85] },
  { transaction_code: 'WASH', description: 'Wash and vacuum', amount: [19, 39] },
  { transaction_code: 'ODOR', description: 'Odor removal', amount: [65, 180] },
  { transaction_code: 'UPHL', description: 'Upholstery repair', amount: [90, 450] },
  { transaction_code: 'DRAY', description: 'Drayage / lot move', amount: [15, 60] },
  { transaction_code: 'MISC', description: 'Miscellaneous charge', amount: [10, 500] },
];

/** Which transaction code each action code usually posts to. */
export const defaultActionTransaction: Readonly<Record<string, string>> = {
  RPR: 'RECON',
  RPL: 'RECON',
  PDR: 'PDR',
  'R&I': 'RECON',
  BUF: 'DTL',
  CLN: 'DTL',
  PNT: 'PAINT',
  BLD: 'PAINT',
  SMR: 'PAINT',
  WGL: 'GLASS',
  ALN: 'ALIGN',
  MNT: 'TIRE',
  UPH: 'UPHL',
  DIA: 'MECH',
};

export const shopNames: readonly (readonly [string, string])[] = [
  ['Body Shop', 'In-house collision and paint'],
  ['Detail Center', 'Wash, detail and odor removal'],
  ['Mechanical', 'Light mechanical and diagnostics'],
  ['PDR Team', 'Paintless dent repair contractor'],
  ['Glass Tech', 'Mobile windshield repair vendor'],
  ['Tire & Wheel', 'Tires, wheels and alignment'],
  ['Key Shop', 'Key cutting and fob programming'],
  ['Upholstery', 'Seat and interior trim repair'],
  ['Smart Repair', 'Bumper scuffs and small paint'],
  ['Photo Booth', 'Photos and 360 spins'],
];
