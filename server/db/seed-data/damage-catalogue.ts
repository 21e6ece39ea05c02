/**
 * The damage catalogue (AASC-like codes): items with their display group, damages and
 * severities, and which damages fit which kind of item. Tyre and wheel items use their
 * location codes (155 to 655 for wheels, 1290 to 1320 for tyres) as ids and location_code, so
 * either can be looked up.
 */

type Kind = 'body' | 'tire' | 'wheel' | 'glass' | 'interior' | 'mechanical';

export interface ArtItemDefinition {
  id: number;
  name: string;
  aasc_code: string;
  display_group_code: string;
  location_code: number | null;
  kind: Kind;
  /** The damage set of damageSets that applies. */
  set: DamageSetName;
}

export type DamageSetName = 'panel' | 'bumper' | 'lamp' | 'trim' | 'glass' | 'seat' | 'cabin' | 'electronic' | 'mech' | 'tire' | 'wheel';

const groups: readonly (readonly [string, Kind, readonly (readonly [string, DamageSetName])[]])[] = [
  [
    'FRONT',
    'body',
    [
      ['Hood', 'panel'],
      ['Front Bumper Cover', 'bumper'],
      ['Grille', 'trim'],
      ['Headlamp Left', 'lamp'],
      ['Headlamp Right', 'lamp'],
      ['Fog Lamp Left', 'lamp'],
      ['Fog Lamp Right', 'lamp'],
      ['Front Valance', 'bumper'],
    ],
  ],
  [
    'LEFT',
    'body',
    [
      ['Left Front Fender', 'panel'],
      ['Left Front Door', 'panel'],
      ['Left Rear Door', 'panel'],
      ['Left Quarter Panel', 'panel'],
      ['Left Rocker Panel', 'panel'],
      ['Left Mirror', 'trim'],
      ['Left Door Handle', 'trim'],
    ],
  ],
  [
    'RIGHT',
    'body',
    [
      ['Right Front Fender', 'panel'],
      ['Right Front Door', 'panel'],
      ['Right Rear Door', 'panel'],
      ['Right Quarter Panel', 'panel'],
      ['Right Rocker Panel', 'panel'],
      ['Right Mirror', 'trim'],
      ['Right Door Handle', 'trim'],
    ],
  ],
  [
    'REAR',
    'body',
    [
      ['Rear Bumper Cover', 'bumper'],
      ['Trunk Lid/Liftgate', 'panel'],
      ['Tail Lamp Left', 'lamp'],
      ['Tail Lamp Right', 'lamp'],
      ['Tailgate', 'panel'],
      ['Pickup Bed', 'panel'],
      ['Rear Spoiler', 'trim'],
    ],
  ],
  [
    'TOP',
    'body',
    [
      ['Roof', 'panel'],
      ['Sunroof Panel', 'glass'],
      ['Roof Rack', 'trim'],
      ['A-Pillar Left', 'panel'],
      ['A-Pillar Right', 'panel'],
    ],
  ],
  [
    'GLASS',
    'glass',
    [
      ['Windshield', 'glass'],
      ['Back Glass', 'glass'],
      ['Left Front Door Glass', 'glass'],
      ['Right Front Door Glass', 'glass'],
      ['Left Rear Door Glass', 'glass'],
      ['Right Rear Door Glass', 'glass'],
    ],
  ],
  [
    'INTERIOR',
    'interior',
    [
      ['Driver Seat', 'seat'],
      ['Passenger Seat', 'seat'],
      ['Rear Seat', 'seat'],
      ['Dashboard', 'cabin'],
      ['Headliner', 'cabin'],
      ['Carpet', 'cabin'],
      ['Steering Wheel', 'cabin'],
      ['Door Trim Panel', 'cabin'],
      ['Center Console', 'cabin'],
      ['Instrument Cluster', 'electronic'],
    ],
  ],
  [
    'MECHANICAL',
    'mechanical',
    [
      ['Engine', 'mech'],
      ['Transmission', 'mech'],
      ['Battery', 'electronic'],
      ['Brakes', 'mech'],
      ['Exhaust System', 'mech'],
      ['Suspension', 'mech'],
      ['A/C System', 'mech'],
      ['Radio/Infotainment', 'electronic'],
      ['Key/Remote', 'electronic'],
      ['Spare Tire', 'tire'],
    ],
  ],
];

const numbered: ArtItemDefinition[] = [];
for (const [group, kind, items] of groups) {
  for (const [name, set] of items) {
    const id = numbered.length + 1;
    numbered.push({ id, name, aasc_code: String(id * 5).padStart(3, '0'), display_group_code: group, location_code: null, kind, set });
  }
}

function located(id: number, name: string, kind: 'tire' | 'wheel'): ArtItemDefinition {
  return { id, name, aasc_code: String(id), display_group_code: kind === 'tire' ? 'TIRES' : 'WHEELS', location_code: id, kind, set: kind };
}

export const artItems: readonly ArtItemDefinition[] = [
  ...numbered,
  located(155, 'Wheel Front Left', 'wheel'),
  located(305, 'Wheel Rear Left', 'wheel'),
  located(505, 'Wheel Rear Right', 'wheel'),
  located(655, 'Wheel Front Right', 'wheel'),
  located(1290, 'Tire Front Left', 'tire'),
  located(1300, 'Tire Rear Left', 'tire'),
  located(1310, 'Tire Front Right', 'tire'),
  located(1320, 'Tire Rear Right', 'tire'),
];

export const artDamages: readonly { id: number; name: string; aasc_code: string; action: readonly string[] }[] = [
  { id: 1, name: 'Dent', aasc_code: 'DT', action: ['PDR', 'PDR', 'RPR'] },
  { id: 2, name: 'Scratch', aasc_code: 'SC', action: ['BUF', 'SMR', 'PNT'] },
  { id: 3, name: 'Chip', aasc_code: 'CH', action: ['SMR', 'PNT'] },
  { id: 4, name: 'Crack', aasc_code: 'CR', action: ['RPL', 'RPR'] },
  { id: 5, name: 'Missing', aasc_code: 'MS', action: ['RPL'] },
  { id: 6, name: 'Broken', aasc_code: 'BR', action: ['RPL', 'RPL', 'RPR'] },
  { id: 7, name: 'Curb rash', aasc_code: 'CU', action: ['SMR', 'RPR'] },
  { id: 8, name: 'Worn', aasc_code: 'WO', action: ['RPL', 'NA'] },
  { id: 9, name: 'Paint damage', aasc_code: 'PD', action: ['PNT', 'BLD'] },
  { id: 10, name: 'Rust', aasc_code: 'RU', action: ['RPR', 'PNT'] },
  { id: 11, name: 'Hail damage', aasc_code: 'HL', action: ['PDR'] },
  { id: 12, name: 'Prior repair', aasc_code: 'PR', action: ['NA'] },
  { id: 13, name: 'Bent', aasc_code: 'BT', action: ['RPL', 'RPR'] },
  { id: 14, name: 'Torn', aasc_code: 'TR', action: ['UPH', 'RPL'] },
  { id: 15, name: 'Stained', aasc_code: 'ST', action: ['CLN'] },
  { id: 16, name: 'Burn', aasc_code: 'BN', action: ['UPH'] },
  { id: 17, name: 'Faded/Oxidized', aasc_code: 'FO', action: ['BUF', 'RPL'] },
  { id: 18, name: 'Scuffed', aasc_code: 'SF', action: ['BUF', 'SMR'] },
  { id: 19, name: 'Gouge', aasc_code: 'GO', action: ['RPR', 'SMR'] },
  { id: 20, name: 'Inoperable', aasc_code: 'IN', action: ['DIA', 'RPL'] },
  { id: 21, name: 'Leaking', aasc_code: 'LK', action: ['DIA'] },
  { id: 22, name: 'Noise', aasc_code: 'NO', action: ['DIA'] },
  { id: 23, name: 'Warning light', aasc_code: 'WL', action: ['DIA'] },
  { id: 24, name: 'Cut/Puncture', aasc_code: 'CP', action: ['RPL', 'RPR'] },
  { id: 25, name: 'Bulge', aasc_code: 'BG', action: ['RPL'] },
  { id: 26, name: 'Dry rot', aasc_code: 'DR', action: ['RPL'] },
  { id: 27, name: 'Mismatched', aasc_code: 'MM', action: ['RPL', 'NA'] },
  { id: 28, name: 'Pitted', aasc_code: 'PT', action: ['RPL', 'WGL'] },
  { id: 29, name: 'Loose', aasc_code: 'LO', action: ['R&I'] },
  { id: 30, name: 'Odor', aasc_code: 'OD', action: ['CLN'] },
];

export const artSeverities: readonly { id: number; name: string; aasc_code: string }[] = [
  { id: 1, name: 'Less than 1 inch', aasc_code: '1' },
  { id: 2, name: '1-2 inches', aasc_code: '2' },
  { id: 3, name: '2-4 inches', aasc_code: '3' },
  { id: 4, name: '4-6 inches', aasc_code: '4' },
  { id: 5, name: 'Over 6 inches', aasc_code: '5' },
  { id: 6, name: 'Multiple', aasc_code: 'M' },
  { id: 7, name: 'Repair', aasc_code: 'R' },
  { id: 8, name: 'Replace', aasc_code: 'X' },
  { id: 9, name: 'Tread less than 4/32', aasc_code: 'T' },
];

/** Damage ids per damage set. */
export const damageSets: Readonly<Record<DamageSetName, readonly number[]>> = {
  panel: [1, 2, 3, 9, 10, 11, 12, 17, 18, 19],
  bumper: [1, 2, 4, 5, 6, 9, 12, 18, 19, 29],
  lamp: [2, 4, 5, 6, 17, 20],
  trim: [1, 2, 4, 5, 6, 18, 29],
  glass: [3, 4, 5, 6, 28, 2],
  seat: [14, 15, 16, 8, 6],
  cabin: [2, 4, 15, 8, 5, 29, 6, 16, 30],
  electronic: [20, 6, 5, 23],
  mech: [20, 21, 22, 23, 8, 5],
  tire: [8, 24, 25, 26, 27, 5],
  wheel: [7, 13, 4, 2, 5, 27, 10],
};

const sized = [1, 2, 3, 4, 5, 6];
/** Severity ids per damage id; overrides per damage set below. */
export const severitiesByDamage: Readonly<Record<number, readonly number[]>> = {
  1: sized,
  2: sized,
  3: [1, 2, 3, 6],
  4: [1, 2, 3, 4, 5, 8],
  9: sized,
  10: [1, 2, 3, 4, 5, 6],
  11: [1, 2, 6],
  7: [1, 2, 3, 6],
  14: [1, 2, 3, 4, 8],
  15: [1, 2, 3, 4, 5],
  16: [1, 2],
  18: sized,
  19: [1, 2, 3, 4],
  24: [1, 8],
};
const repairOrReplace = [7, 8];
export const severityOverrides: Readonly<Partial<Record<DamageSetName, Readonly<Record<number, readonly number[]>>>>> = {
  glass: { 3: [1, 2], 4: [1, 2, 3, 4, 5, 8] },
  tire: { 8: [9, 8] },
  lamp: { 4: [1, 2, 8] },
};

export function severitiesFor(set: DamageSetName, damageId: number): readonly number[] {
  return severityOverrides[set]?.[damageId] ?? severitiesByDamage[damageId] ?? repairOrReplace;
}
