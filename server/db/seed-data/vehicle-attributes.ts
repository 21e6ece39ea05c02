/** Body styles, colours, equipment and tyre sizes of the seeded vehicles. */

export type Silhouette = 'sedan' | 'suv' | 'pickup';

export interface BodyStyleDefinition {
  id: number;
  code: string;
  desc: string;
  /** Which generated photo shape fits the body. */
  silhouette: Silhouette;
  /** Typical tyre size: section width, aspect ratio, rim diameter. */
  tyre: readonly [number, number, number];
}

export const bodyStyles: readonly BodyStyleDefinition[] = [
  { id: 1, code: 'SED', desc: 'Sedan 4 Door', silhouette: 'sedan', tyre: [215, 55, 17] },
  { id: 2, code: 'CPE', desc: 'Coupe 2 Door', silhouette: 'sedan', tyre: [245, 45, 19] },
  { id: 3, code: 'CONV', desc: 'Convertible', silhouette: 'sedan', tyre: [225, 45, 18] },
  { id: 4, code: 'HB', desc: 'Hatchback', silhouette: 'sedan', tyre: [205, 55, 16] },
  { id: 5, code: 'WAG', desc: 'Station Wagon', silhouette: 'suv', tyre: [225, 60, 18] },
  { id: 6, code: 'SUV', desc: 'Sport Utility', silhouette: 'suv', tyre: [255, 60, 18] },
  { id: 7, code: 'CUV', desc: 'Crossover Utility', silhouette: 'suv', tyre: [225, 65, 17] },
  { id: 8, code: 'PU', desc: 'Pickup Regular Cab', silhouette: 'pickup', tyre: [245, 70, 17] },
  { id: 9, code: 'CREW', desc: 'Pickup Crew Cab', silhouette: 'pickup', tyre: [275, 60, 20] },
  { id: 10, code: 'XCAB', desc: 'Pickup Extended Cab', silhouette: 'pickup', tyre: [265, 70, 17] },
  { id: 11, code: 'MVAN', desc: 'Minivan', silhouette: 'suv', tyre: [235, 60, 18] },
  { id: 12, code: 'VAN', desc: 'Cargo Van', silhouette: 'suv', tyre: [235, 65, 16] },
  { id: 13, code: 'PVAN', desc: 'Passenger Van', silhouette: 'suv', tyre: [245, 75, 16] },
  { id: 14, code: 'CHAS', desc: 'Cab & Chassis', silhouette: 'pickup', tyre: [235, 80, 17] },
  { id: 15, code: 'UTIL', desc: 'Utility / Service Body', silhouette: 'pickup', tyre: [245, 75, 17] },
];

export interface ColourDefinition {
  name: string;
  weight: number;
  rgb: readonly [number, number, number];
}

/** Exterior colours by market share; the first eight also have generated photos. */
export const colours: readonly ColourDefinition[] = [
  { name: 'White', weight: 24, rgb: [236, 238, 240] },
  { name: 'Black', weight: 20, rgb: [28, 30, 34] },
  { name: 'Gray', weight: 17, rgb: [112, 116, 122] },
  { name: 'Silver', weight: 12, rgb: [180, 186, 192] },
  { name: 'Blue', weight: 9, rgb: [30, 70, 150] },
  { name: 'Red', weight: 9, rgb: [176, 24, 30] },
  { name: 'Green', weight: 2, rgb: [38, 96, 62] },
  { name: 'Brown', weight: 2, rgb: [104, 72, 48] },
  { name: 'Beige', weight: 1.5, rgb: [206, 190, 160] },
  { name: 'Orange', weight: 1, rgb: [222, 110, 30] },
  { name: 'Gold', weight: 0.8, rgb: [190, 160, 80] },
  { name: 'Yellow', weight: 0.5, rgb: [236, 200, 40] },
  { name: 'Maroon', weight: 0.7, rgb: [110, 26, 40] },
  { name: 'Charcoal', weight: 1.5, rgb: [64, 66, 70] },
];

/** Photo colour to use for a colour without its own photos. */
export const photoColourFallback: Readonly<Record<string, string>> = {
  Beige: 'Silver',
  Orange: 'Red',
  Gold: 'Brown',
  Yellow: 'White',
  Maroon: 'Red',
  Charcoal: 'Gray',
};

export const equipmentNames: readonly string[] = [
  'Air Conditioning',
  'Power Windows',
  'Power Door Locks',
  'Cruise Control',
  'Tilt Steering Wheel',
  'AM/FM Stereo',
  'Bluetooth',
  'Backup Camera',
  'Keyless Entry',
  'Push Button Start',
  'Alloy Wheels',
  'Leather Seats',
  'Heated Seats',
  'Power Seats',
  'Sunroof/Moonroof',
  'Navigation System',
  'Apple CarPlay/Android Auto',
  'Premium Audio',
  'Third Row Seating',
  'Tow Package',
  'Four Wheel Drive',
  'All Wheel Drive',
  'Remote Start',
  'Blind Spot Monitor',
  'Adaptive Cruise Control',
  'Lane Departure Warning',
  'Running Boards',
  'Bed Liner',
  'Roof Rack',
  'Rear Entertainment System',
  'Power Liftgate',
  'Dual Zone Climate Control',
];

/** The usual standard features, so most equipment lists start sensibly. */
export const baseEquipment: readonly string[] = ['Air Conditioning', 'Power Windows', 'Power Door Locks', 'Cruise Control'];
