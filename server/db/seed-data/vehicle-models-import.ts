/** Import-brand makes and models (see vehicle-models.ts for the shape). */
import type { MakeDefinition, ModelDefinition } from './vehicle-models.ts';

function m(model: string, body: string, fromYear: number, toYear: number, wmis: string, weight = 1): ModelDefinition {
  return { model, body, fromYear, toYear, wmis: wmis.split('|'), weight };
}

export const importMakes: readonly MakeDefinition[] = [
  {
    make: 'Toyota',
    weight: 13,
    models: [
      m('Camry', 'SED', 2008, 2026, '4T1', 8),
      m('Corolla', 'SED', 2008, 2026, '2T1|5YF', 7),
      m('RAV4', 'CUV', 2008, 2026, '2T3|JTM', 7),
      m('Tacoma', 'XCAB', 2008, 2026, '3TM|5TF', 4),
      m('Tundra', 'CREW', 2008, 2026, '5TF', 3),
      m('Highlander', 'SUV', 2008, 2026, '5TD', 4),
      m('4Runner', 'SUV', 2008, 2026, 'JTE', 2),
      m('Sienna', 'MVAN', 2008, 2026, '5TD', 2),
      m('Prius', 'HB', 2008, 2026, 'JTD', 2),
    ],
  },
  {
    make: 'Honda',
    weight: 9,
    models: [
      m('Accord', 'SED', 2008, 2026, '1HG', 7),
      m('Civic', 'SED', 2008, 2026, '2HG|19X', 7),
      m('CR-V', 'CUV', 2008, 2026, '2HK|5J6', 7),
      m('Pilot', 'SUV', 2009, 2026, '5FN', 4),
      m('Odyssey', 'MVAN', 2008, 2026, '5FN', 3),
      m('HR-V', 'CUV', 2016, 2026, '3CZ', 2),
      m('Ridgeline', 'CREW', 2017, 2026, '5FP', 1),
    ],
  },
  {
    make: 'Nissan',
    weight: 9,
    models: [
      m('Altima', 'SED', 2008, 2026, '1N4', 8),
      m('Sentra', 'SED', 2008, 2026, '3N1', 6),
      m('Rogue', 'CUV', 2008, 2026, '5N1|JN8', 7),
      m('Pathfinder', 'SUV', 2008, 2026, '5N1', 3),
      m('Frontier', 'XCAB', 2008, 2026, '1N6', 3),
      m('Titan', 'CREW', 2008, 2024, '1N6', 2),
      m('Versa', 'SED', 2008, 2026, '3N1', 3),
      m('Murano', 'CUV', 2008, 2026, '5N1', 2),
      m('Kicks', 'CUV', 2018, 2026, '3N1', 2),
    ],
  },
  {
    make: 'Hyundai',
    weight: 6,
    models: [
      m('Elantra', 'SED', 2008, 2026, '5NP|KMH', 6),
      m('Sonata', 'SED', 2008, 2026, '5NP', 5),
      m('Tucson', 'CUV', 2010, 2026, 'KM8|5NM', 5),
      m('Santa Fe', 'SUV', 2008, 2026, '5NM|KM8', 4),
      m('Palisade', 'SUV', 2020, 2026, 'KM8', 2),
      m('Kona', 'CUV', 2018, 2026, 'KM8', 2),
    ],
  },
  {
    make: 'Kia',
    weight: 6,
    models: [
      m('Optima', 'SED', 2011, 2020, '5XX|KNA', 4),
      m('K5', 'SED', 2021, 2026, '5XX', 3),
      m('Sorento', 'SUV', 2011, 2026, '5XY', 4),
      m('Sportage', 'CUV', 2011, 2026, 'KND', 4),
      m('Soul', 'HB', 2010, 2025, 'KND', 3),
      m('Telluride', 'SUV', 2020, 2026, '5XY', 2),
      m('Forte', 'SED', 2010, 2026, '3KP|KNA', 4),
    ],
  },
  {
    make: 'Subaru',
    weight: 3,
    models: [
      m('Outback', 'WAG', 2010, 2026, '4S4', 4),
      m('Forester', 'CUV', 2009, 2026, 'JF2', 4),
      m('Crosstrek', 'CUV', 2013, 2026, 'JF2', 3),
      m('Impreza', 'HB', 2008, 2026, 'JF1|4S3', 2),
      m('Legacy', 'SED', 2010, 2025, '4S3', 2),
      m('Ascent', 'SUV', 2019, 2026, '4S4', 1),
    ],
  },
  {
    make: 'Volkswagen',
    weight: 3,
    models: [
      m('Jetta', 'SED', 2008, 2026, '3VW', 5),
      m('Passat', 'SED', 2012, 2022, '1VW', 3),
      m('Tiguan', 'CUV', 2009, 2026, '3VV|WVG', 3),
      m('Atlas', 'SUV', 2018, 2026, '1V2', 2),
      m('Golf', 'HB', 2010, 2021, '3VW|WVW', 1),
      m('Beetle Convertible', 'CONV', 2013, 2019, '3VW', 1),
    ],
  },
  {
    make: 'BMW',
    weight: 3,
    models: [
      m('330i', 'SED', 2017, 2026, 'WBA|3MW', 4),
      m('328i', 'SED', 2008, 2016, 'WBA', 3),
      m('530i', 'SED', 2017, 2026, 'WBA', 2),
      m('X3', 'CUV', 2011, 2026, '5UX|WBX', 4),
      m('X5', 'SUV', 2008, 2026, '5UX', 3),
      m('428i Convertible', 'CONV', 2014, 2016, 'WBA', 1),
    ],
  },
  {
    make: 'Mercedes-Benz',
    weight: 3,
    models: [
      m('C 300', 'SED', 2008, 2026, '55S|WDD', 4),
      m('E 350', 'SED', 2010, 2026, 'WDD|W1K', 2),
      m('GLC 300', 'CUV', 2016, 2026, 'WDC|W1N', 3),
      m('GLE 350', 'SUV', 2016, 2026, '4JG', 2),
      m('Sprinter 2500', 'VAN', 2010, 2026, 'WD3|W1Y', 1),
    ],
  },
  { make: 'Audi', weight: 1.5, models: [m('A4', 'SED', 2008, 2026, 'WAU', 3), m('Q5', 'CUV', 2009, 2026, 'WA1', 3), m('Q7', 'SUV', 2008, 2026, 'WA1', 1)] },
  {
    make: 'Lexus',
    weight: 2,
    models: [
      m('RX 350', 'SUV', 2008, 2026, '2T2|JTJ', 4),
      m('ES 350', 'SED', 2008, 2026, 'JTH|58A', 3),
      m('NX 300', 'CUV', 2018, 2021, 'JTJ', 2),
      m('IS 250', 'SED', 2008, 2015, 'JTH', 1),
    ],
  },
  {
    make: 'Mazda',
    weight: 3,
    models: [
      m('CX-5', 'CUV', 2013, 2026, 'JM3', 5),
      m('Mazda3', 'SED', 2008, 2026, 'JM1|3MZ', 4),
      m('CX-9', 'SUV', 2008, 2023, 'JM3', 2),
      m('Mazda6', 'SED', 2009, 2021, 'JM1|1YV', 2),
      m('CX-30', 'CUV', 2020, 2026, '3MV', 2),
      m('MX-5 Miata', 'CONV', 2008, 2026, 'JM1', 1),
    ],
  },
  {
    make: 'Acura',
    weight: 1.5,
    models: [m('MDX', 'SUV', 2008, 2026, '5J8|2HN', 3), m('RDX', 'CUV', 2008, 2026, '5J8', 3), m('TLX', 'SED', 2015, 2026, '19U', 2)],
  },
  {
    make: 'Infiniti',
    weight: 1,
    models: [m('Q50', 'SED', 2014, 2024, 'JN1', 3), m('QX60', 'SUV', 2014, 2026, '5N1', 3), m('G37', 'CPE', 2008, 2013, 'JN1', 1)],
  },
  {
    make: 'Volvo',
    weight: 1,
    models: [
      m('XC90', 'SUV', 2008, 2026, 'YV4', 2),
      m('XC60', 'CUV', 2010, 2026, 'YV4', 3),
      m('S60', 'SED', 2011, 2026, 'YV1|7JR', 1),
      m('V60 Cross Country', 'WAG', 2015, 2025, 'YV4', 1),
    ],
  },
  {
    make: 'Mitsubishi',
    weight: 1,
    models: [m('Outlander', 'CUV', 2008, 2026, 'JA4', 3), m('Mirage', 'HB', 2014, 2026, 'ML3', 2), m('Lancer', 'SED', 2008, 2017, 'JA3', 1)],
  },
];
