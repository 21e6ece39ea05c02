/** Real makes and models with the years they were sold, their body style and real WMI prefixes. */

export interface ModelDefinition {
  model: string;
  /** A body_style_code of seed-data/vehicle-attributes.ts. */
  body: string;
  fromYear: number;
  toYear: number;
  /** World manufacturer identifiers (VIN positions 1-3) this model is built under. */
  wmis: readonly string[];
  weight: number;
}

export interface MakeDefinition {
  make: string;
  weight: number;
  models: readonly ModelDefinition[];
}

function m(model: string, body: string, fromYear: number, toYear: number, wmis: string, weight = 1): ModelDefinition {
  return { model, body, fromYear, toYear, wmis: wmis.split('|'), weight };
}

export const makes: readonly MakeDefinition[] = [
  {
    make: 'Ford',
    weight: 14,
    models: [
      m('F-150', 'CREW', 2008, 2026, '1FT', 10),
      m('Escape', 'CUV', 2008, 2026, '1FM', 5),
      m('Explorer', 'SUV', 2008, 2026, '1FM', 5),
      m('Fusion', 'SED', 2008, 2020, '3FA', 4),
      m('Mustang', 'CPE', 2008, 2026, '1FA', 3),
      m('Focus', 'SED', 2008, 2018, '1FA', 3),
      m('Edge', 'CUV', 2008, 2024, '2FM', 3),
      m('Expedition', 'SUV', 2008, 2026, '1FM', 2),
      m('Ranger', 'XCAB', 2019, 2026, '1FT', 2),
      m('Bronco', 'SUV', 2021, 2026, '1FM', 2),
      m('Transit-250', 'VAN', 2015, 2026, '1FT', 2),
      m('Maverick', 'CREW', 2022, 2026, '3FT', 2),
      m('F-250 Super Duty', 'CREW', 2008, 2026, '1FT', 2),
    ],
  },
  {
    make: 'Chevrolet',
    weight: 14,
    models: [
      m('Silverado 1500', 'CREW', 2008, 2026, '1GC|3GC', 10),
      m('Equinox', 'CUV', 2008, 2026, '2GN|3GN', 6),
      m('Malibu', 'SED', 2008, 2025, '1G1', 5),
      m('Tahoe', 'SUV', 2008, 2026, '1GN', 3),
      m('Traverse', 'SUV', 2009, 2026, '1GN', 3),
      m('Camaro', 'CPE', 2010, 2024, '2G1|1G1', 2),
      m('Cruze', 'SED', 2011, 2019, '1G1', 3),
      m('Impala', 'SED', 2008, 2020, '2G1', 2),
      m('Colorado', 'XCAB', 2015, 2026, '1GC', 2),
      m('Trax', 'CUV', 2015, 2026, 'KL7', 2),
      m('Express 2500', 'VAN', 2008, 2026, '1GC', 1),
      m('Suburban', 'SUV', 2008, 2026, '1GN', 2),
    ],
  },
  {
    make: 'GMC',
    weight: 4,
    models: [
      m('Sierra 1500', 'CREW', 2008, 2026, '3GT|1GT', 5),
      m('Acadia', 'SUV', 2008, 2026, '1GK', 3),
      m('Terrain', 'CUV', 2010, 2026, '2GK|3GK', 3),
      m('Yukon', 'SUV', 2008, 2026, '1GK', 2),
      m('Savana 2500', 'VAN', 2008, 2026, '1GT', 1),
    ],
  },
  {
    make: 'Ram',
    weight: 5,
    models: [
      m('1500', 'CREW', 2011, 2026, '1C6|3C6', 6),
      m('2500', 'CREW', 2011, 2026, '3C6', 2),
      m('ProMaster 2500', 'VAN', 2014, 2026, '3C6', 1),
      m('3500 Chassis Cab', 'CHAS', 2011, 2026, '3C7', 1),
    ],
  },
  {
    make: 'Dodge',
    weight: 4,
    models: [
      m('Charger', 'SED', 2008, 2023, '2C3', 4),
      m('Challenger', 'CPE', 2008, 2023, '2C3', 2),
      m('Durango', 'SUV', 2011, 2026, '1C4', 3),
      m('Grand Caravan', 'MVAN', 2008, 2020, '2C4|2D4', 3),
      m('Journey', 'CUV', 2009, 2020, '3C4|3D4', 2),
    ],
  },
  {
    make: 'Jeep',
    weight: 6,
    models: [
      m('Grand Cherokee', 'SUV', 2011, 2026, '1C4', 5),
      m('Wrangler Unlimited', 'SUV', 2008, 2026, '1C4|1J4', 4),
      m('Cherokee', 'CUV', 2014, 2023, '1C4', 3),
      m('Compass', 'CUV', 2017, 2026, '3C4', 3),
      m('Gladiator', 'CREW', 2020, 2026, '1C6', 1),
      m('Renegade', 'CUV', 2015, 2023, 'ZAC', 1),
    ],
  },
  {
    make: 'Chrysler',
    weight: 2,
    models: [m('300', 'SED', 2008, 2023, '2C3', 3), m('Pacifica', 'MVAN', 2017, 2026, '2C4', 3), m('Town & Country', 'MVAN', 2008, 2016, '2C4|2A4', 2)],
  },
  {
    make: 'Cadillac',
    weight: 1.5,
    models: [m('Escalade', 'SUV', 2008, 2026, '1GY', 2), m('XT5', 'CUV', 2017, 2026, '1GY', 2), m('CTS', 'SED', 2008, 2019, '1G6', 1)],
  },
  {
    make: 'Buick',
    weight: 1.5,
    models: [m('Enclave', 'SUV', 2008, 2026, '5GA', 3), m('Encore', 'CUV', 2013, 2022, 'KL4', 2), m('LaCrosse', 'SED', 2010, 2019, '1G4', 1)],
  },
  {
    make: 'Lincoln',
    weight: 1,
    models: [
      m('Navigator', 'SUV', 2008, 2026, '5LM', 2),
      m('MKZ', 'SED', 2013, 2020, '3LN', 2),
      m('Nautilus', 'CUV', 2019, 2026, '2LM', 1),
      m('Aviator', 'SUV', 2020, 2026, '5LM', 1),
    ],
  },
  {
    make: 'Tesla',
    weight: 2,
    models: [
      m('Model 3', 'SED', 2017, 2026, '5YJ', 4),
      m('Model Y', 'CUV', 2020, 2026, '7SA|5YJ', 4),
      m('Model S', 'HB', 2012, 2026, '5YJ', 1),
      m('Model X', 'SUV', 2016, 2026, '5YJ', 1),
    ],
  },
];
