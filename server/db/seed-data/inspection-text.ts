/** Inspector comments, notes and damage descriptions, and the cost profile of each repair action. */

export const inspectionComments: readonly string[] = [
  'Clean unit, light wear consistent with mileage.',
  'Check engine light on at start-up.',
  'Smoke odor in cabin.',
  'Aftermarket wheels and tint.',
  'Minor door dings both sides.',
  'Windshield chip in driver view.',
  'Needs front tires.',
  'Pet hair throughout interior.',
  'Previous paint work on rear bumper.',
  'Brakes noisy on test drive.',
  'Tire pressure light on.',
  'One key only, no remote.',
  'Hail damage on roof and hood, PDR candidate.',
  'Heavy curb rash on all four wheels.',
  'Runs and drives, no warning lights.',
  'Interior shows heavy wear, driver seat bolster torn.',
  'Aftermarket remote start installed.',
  'Dealer requested full recon quote.',
];

export const inspectionNotes: readonly string[] = [
  'Seller notified of estimate.',
  'Photos retaken after wash.',
  'Waiting on parts quote.',
  'Recheck after detail.',
  'OK to run as is.',
  'Moved to recon lane.',
  'Customer declined PDR.',
  'Second inspector verified frame.',
];

export const damageDescriptions: Readonly<Record<string, readonly string[]>> = {
  Dent: ['Door ding', 'Shallow dent, paint intact', 'Dent with crease', 'Small dent near body line'],
  Scratch: ['Light scratch, through clear coat', 'Key scratch', 'Scratches from car wash brushes'],
  Chip: ['Stone chips', 'Paint chip to primer'],
  Crack: ['Crack at mounting tab', 'Stress crack', 'Crack spreading from chip'],
  Missing: ['Part missing', 'Clip missing, panel loose'],
  Broken: ['Broken housing', 'Broken tab'],
  'Curb rash': ['Curb rash on lip', 'Rash on spokes'],
  Worn: ['Worn to wear bars', 'Uneven wear on inner edge'],
  'Hail damage': ['Light hail, multiple small dents', 'Hail pattern across panel'],
  Torn: ['Seam torn', 'Tear on bolster'],
  Stained: ['Coffee stain', 'Water stain'],
};

export interface ActionCostProfile {
  labor: readonly [number, number];
  paint: readonly [number, number];
  /** Part cost in dollars. */
  part: readonly [number, number];
}

/** Hours (labour, paint) and part cost ranges per action code; 0,0 means none. */
export const actionCosts: Readonly<Record<string, ActionCostProfile>> = {
  RPR: { labor: [1, 4], paint: [1.5, 3.5], part: [0, 0] },
  RPL: { labor: [0.5, 2.5], paint: [0, 2.5], part: [45, 950] },
  PDR: { labor: [0.5, 2.5], paint: [0, 0], part: [0, 0] },
  'R&I': { labor: [0.3, 1.5], paint: [0, 0], part: [0, 25] },
  BUF: { labor: [0.3, 1], paint: [0, 0], part: [0, 0] },
  CLN: { labor: [0.5, 2], paint: [0, 0], part: [0, 0] },
  PNT: { labor: [0.3, 1], paint: [1.5, 3.5], part: [0, 0] },
  BLD: { labor: [0.2, 0.6], paint: [1, 2], part: [0, 0] },
  SMR: { labor: [0.5, 1.5], paint: [0.5, 1.5], part: [0, 0] },
  WGL: { labor: [0.3, 0.8], paint: [0, 0], part: [0, 60] },
  ALN: { labor: [1, 1.5], paint: [0, 0], part: [0, 0] },
  MNT: { labor: [0.5, 1], paint: [0, 0], part: [0, 0] },
  UPH: { labor: [1, 3], paint: [0, 0], part: [0, 180] },
  DIA: { labor: [0.5, 2], paint: [0, 0], part: [0, 0] },
  NA: { labor: [0, 0], paint: [0, 0], part: [0, 0] },
};

export const laborRate = 52;
export const paintRate = 48;
