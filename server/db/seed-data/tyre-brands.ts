/** The 72 tyre brands of the tyre panel; id 72 is the catch-all 'Off-brand'. Ids are stable: the tyre documents store them. */

const brandNames = [
  'Bridgestone', 'Michelin', 'Goodyear', 'Continental', 'Pirelli', 'Firestone', 'BFGoodrich', 'Dunlop',
  'Hankook', 'Yokohama', 'Cooper', 'Toyo', 'Kumho', 'General', 'Falken', 'Nitto',
  'Nexen', 'Uniroyal', 'Kelly', 'Hercules', 'Mastercraft', 'Sumitomo', 'Nokian', 'Vredestein',
  'Federal', 'Achilles', 'Kenda', 'Mickey Thompson', 'Westlake', 'Sailun', 'Linglong', 'Triangle',
  'Goodride', 'Ironman', 'Milestar', 'Ohtsu', 'GT Radial', 'Laufenn', 'Kleber', 'Fuzion',
  'Dayton', 'Douglas', 'Delinte', 'Atturo', 'Lexani', 'Hifly', 'Maxxis', 'Nankang',
  'Zeetex', 'Fullway', 'Landsail', 'Lionhart', 'Arizonian', 'Cordovan', 'Sentury', 'Travelstar',
  'Definity', 'Primewell', 'Radar', 'Mazzini', 'Thunderer', 'Accelera', 'Antares', 'Wanli',
  'Doublestar', 'Giti', 'Armstrong', 'Pathfinder', 'Multi-Mile', 'Starfire', 'Vanderbilt',
] as const;

export const tyreBrands: readonly { brand_id: number; brand: string }[] = [
  ...brandNames.map((brand, index) => ({ brand_id: index + 1, brand })),
  { brand_id: 72, brand: 'Off-brand' },
];

/** Brands seen most on auction lots, by id, for picking tyres. */
export const commonTyreBrandIds: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 17, 18, 21, 29, 30, 47];
