/** Small lookup tables of the auction side: statuses, announcements, gate statuses, scan events. */

export const vehicleStatuses: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Received' },
  { id: 2, name: 'Ready for sale' },
  { id: 3, name: 'In auction' },
  { id: 4, name: 'Sold' },
  { id: 5, name: 'Released' },
  { id: 6, name: 'Checked out' },
  { id: 7, name: 'Cancelled' },
  { id: 8, name: 'On hold' },
  { id: 9, name: 'Archived' },
];

export const conditionReportTypes: readonly { id: number; name: string }[] = [
  { id: 1, name: 'standard' },
  { id: 2, name: 'post-recon' },
];

export const vehicleEventTypes: readonly { id: number; vehicle_event_type_name: string }[] = [
  { id: 1, vehicle_event_type_name: 'Check-in scan' },
  { id: 2, vehicle_event_type_name: 'Lot move' },
  { id: 3, vehicle_event_type_name: 'Gate scan' },
  { id: 4, vehicle_event_type_name: 'Lane scan' },
  { id: 5, vehicle_event_type_name: 'Photo session' },
];

/** Sale-day announcements as auctioneers read them. CUSTOM stands for a free-text announcement. */
export const announcements: readonly string[] = [
  'Frame Damage',
  'Flood Damage',
  'TMU',
  'Salvage Title',
  'Structural Damage',
  'Rebuilt Title',
  'Odometer Discrepancy',
  'Exceeds Mechanical Limits',
  'As Is',
  'Title Absent',
  'Title Attached',
  'Check Engine Light On',
  'Airbag Light On',
  'Airbag Deployed',
  'Transmission Issue',
  'Engine Noise',
  'Hail Damage',
  'Prior Paint',
  'Theft Recovery',
  'Grey Market',
  'Manufacturer Buyback',
  'Canadian Vehicle',
  'Non-Running',
  'Open Recall',
  'Aftermarket Modifications',
  'Smoke Odor',
  'CUSTOM',
];

export const gateStatuses: readonly { gate_status_code: string; gate_status_desc: string }[] = [
  { gate_status_code: 'O', gate_status_desc: 'Open' },
  { gate_status_code: 'P', gate_status_desc: 'Printed' },
  { gate_status_code: 'C', gate_status_desc: 'Closed' },
  { gate_status_code: 'V', gate_status_desc: 'Void' },
  { gate_status_code: 'H', gate_status_desc: 'Hold' },
  { gate_status_code: 'R', gate_status_desc: 'Released to transporter' },
];

/** Gate status weights for seeded passes. */
export const gateStatusWeights: readonly (readonly [string, number])[] = [
  ['O', 34],
  ['P', 20],
  ['C', 28],
  ['V', 7],
  ['H', 7],
  ['R', 4],
];

export const gatePassNotes: readonly string[] = [
  'Buyer pickup scheduled',
  'Transport: Montway, driver ETA 2pm',
  'Transport: RunBuggy',
  'Hold for title - do not release',
  'Paid in full, OK to release',
  'Floor plan approval pending',
  'Second key in office',
  'Driver ID verified',
  'Release to Carvana transport',
  'Arbitration opened - hold',
  'Buyer requested temp tag',
  'Called dealer, no answer',
];
