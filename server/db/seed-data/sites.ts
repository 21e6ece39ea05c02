/** The three seeded auction sites and the region each one draws its dealers from. */

export interface RegionCity {
  city: string;
  state: string;
  /** Zip codes in use in the city (one is picked per address). */
  zips: readonly string[];
  areaCode: string;
  weight: number;
}

export interface SiteDefinition {
  id: number;
  code: string;
  name: string;
  desc: string;
  accountName: string;
  cubedCompanyId: number;
  dbhost: string;
  ipPrimary: string;
  gpsLat: number;
  gpsLng: number;
  timezone: string;
  /** Hours to add to the local sale time to get UTC (standard time; close enough for seed data). */
  utcOffsetHours: number;
  /** Day of the week of the weekly sale, 0 = Sunday. */
  saleWeekday: number;
  /** Lane names used at this site. */
  lanes: readonly string[];
  /** Words that make local-sounding dealer names. */
  placeWords: readonly string[];
  streets: readonly string[];
  /** Logo banner colours, RGB. */
  logoBackground: readonly [number, number, number];
  logoAccent: readonly [number, number, number];
  spincarCode: string;
  cities: readonly RegionCity[];
}

export const siteDefinitions: readonly SiteDefinition[] = [
  {
    id: 1,
    code: 'DAL',
    name: 'Dallas Auto Auction',
    desc: 'Dealer and fleet/lease sales, 8 lanes, North Texas',
    accountName: 'Dallas Auto Auction LLC',
    cubedCompanyId: 41017,
    dbhost: 'dal-sql01.premise.internal',
    ipPrimary: '10.21.4.15',
    gpsLat: 32.8998,
    gpsLng: -96.9094,
    timezone: 'America/Chicago',
    utcOffsetHours: 6,
    saleWeekday: 3,
    lanes: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
    placeWords: ['Lone Star', 'Trinity', 'Big D', 'Texas Star', 'Prairie', 'Metroplex', 'Red River', 'Bluebonnet', 'Longhorn', 'Pecan Creek'],
    streets: ['Stemmons Fwy', 'Harry Hines Blvd', 'Garland Rd', 'Lamar St', 'Belt Line Rd', 'Main St', 'Central Expy', 'Westmoreland Rd'],
    logoBackground: [16, 52, 110],
    logoAccent: [214, 40, 40],
    spincarCode: 'dallasautoauction',
    cities: [
      { city: 'Dallas', state: 'TX', zips: ['75201', '75207', '75212', '75220', '75228', '75243'], areaCode: '214', weight: 30 },
      { city: 'Fort Worth', state: 'TX', zips: ['76102', '76106', '76111', '76118'], areaCode: '817', weight: 18 },
      { city: 'Arlington', state: 'TX', zips: ['76010', '76011', '76014'], areaCode: '817', weight: 10 },
      { city: 'Plano', state: 'TX', zips: ['75023', '75074', '75093'], areaCode: '972', weight: 8 },
      { city: 'Garland', state: 'TX', zips: ['75040', '75041', '75042'], areaCode: '972', weight: 7 },
      { city: 'Irving', state: 'TX', zips: ['75038', '75060', '75061'], areaCode: '972', weight: 7 },
      { city: 'Mesquite', state: 'TX', zips: ['75149', '75150'], areaCode: '972', weight: 5 },
      { city: 'Denton', state: 'TX', zips: ['76201', '76205'], areaCode: '940', weight: 4 },
      { city: 'McKinney', state: 'TX', zips: ['75069', '75070'], areaCode: '469', weight: 4 },
      { city: 'Tyler', state: 'TX', zips: ['75701', '75702'], areaCode: '903', weight: 3 },
      { city: 'Waco', state: 'TX', zips: ['76701', '76710'], areaCode: '254', weight: 3 },
      { city: 'Shreveport', state: 'LA', zips: ['71101', '71106'], areaCode: '318', weight: 2 },
      { city: 'Oklahoma City', state: 'OK', zips: ['73102', '73108', '73129'], areaCode: '405', weight: 3 },
    ],
  },
  {
    id: 2,
    code: 'ATL',
    name: 'Atlanta Auto Auction',
    desc: 'Dealer consignment and rental repossession sales, 12 lanes',
    accountName: 'Atlanta Auto Auction Inc.',
    cubedCompanyId: 41022,
    dbhost: 'atl-sql01.premise.internal',
    ipPrimary: '10.22.8.20',
    gpsLat: 33.6156,
    gpsLng: -84.4163,
    timezone: 'America/New_York',
    utcOffsetHours: 5,
    saleWeekday: 2,
    lanes: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
    placeWords: ['Peachtree', 'Southern', 'Magnolia', 'Chattahoochee', 'Dixie', 'Piedmont', 'Stone Mountain', 'Buckhead', 'Cobb County', 'Georgia Pine'],
    streets: ['Peachtree St', 'Old National Hwy', 'Jonesboro Rd', 'Buford Hwy', 'Roswell Rd', 'Candler Rd', 'Fulton Industrial Blvd', 'Memorial Dr'],
    logoBackground: [120, 24, 32],
    logoAccent: [244, 170, 40],
    spincarCode: 'atlantaautoauction',
    cities: [
      { city: 'Atlanta', state: 'GA', zips: ['30303', '30310', '30318', '30331', '30344'], areaCode: '404', weight: 30 },
      { city: 'Marietta', state: 'GA', zips: ['30060', '30062', '30067'], areaCode: '770', weight: 10 },
      { city: 'Decatur', state: 'GA', zips: ['30030', '30032', '30034'], areaCode: '404', weight: 8 },
      { city: 'Lawrenceville', state: 'GA', zips: ['30043', '30044', '30046'], areaCode: '770', weight: 7 },
      { city: 'Jonesboro', state: 'GA', zips: ['30236', '30238'], areaCode: '770', weight: 6 },
      { city: 'Norcross', state: 'GA', zips: ['30071', '30092', '30093'], areaCode: '770', weight: 6 },
      { city: 'Macon', state: 'GA', zips: ['31201', '31204', '31210'], areaCode: '478', weight: 5 },
      { city: 'Augusta', state: 'GA', zips: ['30901', '30906', '30909'], areaCode: '706', weight: 4 },
      { city: 'Columbus', state: 'GA', zips: ['31901', '31904', '31907'], areaCode: '706', weight: 4 },
      { city: 'Athens', state: 'GA', zips: ['30601', '30605', '30606'], areaCode: '706', weight: 3 },
      { city: 'Chattanooga', state: 'TN', zips: ['37402', '37411', '37421'], areaCode: '423', weight: 4 },
      { city: 'Birmingham', state: 'AL', zips: ['35203', '35211', '35217'], areaCode: '205', weight: 4 },
      { city: 'Greenville', state: 'SC', zips: ['29601', '29605', '29607'], areaCode: '864', weight: 3 },
    ],
  },
  {
    id: 3,
    code: 'PHX',
    name: 'Phoenix Auto Auction',
    desc: 'Dealer, fleet and online-only sales, 6 lanes, Valley of the Sun',
    accountName: 'Phoenix Auto Auction LLC',
    cubedCompanyId: 41031,
    dbhost: 'phx-sql01.premise.internal',
    ipPrimary: '10.23.2.11',
    gpsLat: 33.4124,
    gpsLng: -112.1318,
    timezone: 'America/Phoenix',
    utcOffsetHours: 7,
    saleWeekday: 4,
    lanes: ['A', 'B', 'C', 'D', 'E', 'F'],
    placeWords: ['Desert Sun', 'Saguaro', 'Valley', 'Camelback', 'Copper State', 'Sonoran', 'Grand Canyon', 'Mesa Verde', 'Red Rock', 'Cactus'],
    streets: ['Van Buren St', 'Camelback Rd', 'Indian School Rd', 'Bell Rd', 'McDowell Rd', 'Baseline Rd', 'Buckeye Rd', 'Grand Ave'],
    logoBackground: [196, 92, 28],
    logoAccent: [252, 214, 120],
    spincarCode: 'phoenixautoauction',
    cities: [
      { city: 'Phoenix', state: 'AZ', zips: ['85003', '85009', '85017', '85034', '85043'], areaCode: '602', weight: 30 },
      { city: 'Mesa', state: 'AZ', zips: ['85201', '85204', '85210'], areaCode: '480', weight: 12 },
      { city: 'Tempe', state: 'AZ', zips: ['85281', '85282', '85283'], areaCode: '480', weight: 8 },
      { city: 'Glendale', state: 'AZ', zips: ['85301', '85302', '85304'], areaCode: '623', weight: 8 },
      { city: 'Chandler', state: 'AZ', zips: ['85224', '85225', '85226'], areaCode: '480', weight: 7 },
      { city: 'Scottsdale', state: 'AZ', zips: ['85251', '85257', '85260'], areaCode: '480', weight: 6 },
      { city: 'Gilbert', state: 'AZ', zips: ['85233', '85234'], areaCode: '480', weight: 5 },
      { city: 'Peoria', state: 'AZ', zips: ['85345', '85381'], areaCode: '623', weight: 4 },
      { city: 'Tucson', state: 'AZ', zips: ['85705', '85713', '85719'], areaCode: '520', weight: 8 },
      { city: 'Flagstaff', state: 'AZ', zips: ['86001', '86004'], areaCode: '928', weight: 2 },
      { city: 'Yuma', state: 'AZ', zips: ['85364', '85365'], areaCode: '928', weight: 2 },
      { city: 'Las Vegas', state: 'NV', zips: ['89101', '89102', '89104'], areaCode: '702', weight: 5 },
      { city: 'Albuquerque', state: 'NM', zips: ['87102', '87108', '87110'], areaCode: '505', weight: 3 },
    ],
  },
];
