import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Paged } from '@/contract/paged';
import type { Column } from './columns';
import { DataList } from './data-list';
import {
  checkboxFilter,
  choiceFilter,
  defineList,
  loadedChoiceFilter,
  searchFilter,
  textFilter,
  type ChoiceOption,
  type ListSearchInput,
} from './list-definition';

const Car = v.object({ id: v.number(), make: v.string(), year: v.number() });
type Car = v.InferOutput<typeof Car>;

const cars = defineList({
  id: 'test-cars',
  noun: 'cars',
  read: { path: '/v3/util/cars', row: Car },
  defaultPageSize: 10,
  sorting: { keys: ['id', 'year'], default: { key: 'id', dir: 'desc' } },
  filters: {
    q: searchFilter({
      label: 'Search',
      placeholder: 'Make or VIN',
      upperCase: true,
      anyOf: { make: 'like', vin: 'eq' },
    }),
    make: textFilter({ label: 'Make', field: 'make', operator: 'like' }),
    active: choiceFilter({
      label: 'Active',
      field: 'is_active',
      options: [
        { value: 'Y', label: 'Active' },
        { value: 'N', label: 'Inactive' },
      ],
    }),
    colour: loadedChoiceFilter({ label: 'Colour', field: 'colour' }),
    damaged: checkboxFilter({ label: 'Damaged only', query: [{ field: 'damaged', operator: 'eq', value: 1 }] }),
  },
});

type CarSearch = v.InferOutput<typeof cars.search>;

const columns: Column<Car, 'id' | 'year'>[] = [
  { id: 'id', header: 'ID', cell: (car) => car.id, sort: 'id' },
  { id: 'make', header: 'Make', cell: (car) => car.make },
  { id: 'year', header: 'Year', cell: (car) => car.year, sort: 'year', align: 'end' },
];

function page(rows: Car[], total = rows.length, current = 1, perPage = 10): Paged<Car> {
  return { data: rows, total, current_page: current, per_page: perPage };
}

const someCars = (n: number, from = 1): Car[] =>
  Array.from({ length: n }, (_, index) => ({ id: from + index, make: `Make ${from + index}`, year: 2000 + index }));

afterEach(() => vi.unstubAllGlobals());

/**
 * The server's side of the list's read: `fetchPage` gets the API query string of each request
 * the list sends, and its page (or its ApiError, as the server's error reply) is the answer.
 */
function serveCars(fetchPage: (query: string) => Promise<Paged<Car>>) {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input);
    expect(url.pathname).toBe('/v3/util/cars');
    try {
      return Response.json(await fetchPage(url.search.slice(1)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return Response.json({ error: { message: error.message } }, { status: error.status });
    }
  });
}

/**
 * The list as a screen uses it, with the URL replaced by state: every change goes through
 * the route's search schema, as validateSearch would. `fetchPage` gets the API query string.
 */
function renderList(
  fetchPage: (query: string) => Promise<Paged<Car>>,
  options: { initial?: ListSearchInput<typeof cars.filters>; paginateAbove?: number; offlineText?: string; colours?: readonly ChoiceOption[] | null } = {},
) {
  serveCars(fetchPage);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const list = { ...cars, paginateAbove: options.paginateAbove, offlineText: options.offlineText };
  const changes: ListSearchInput<typeof cars.filters>[] = [];
  function Harness() {
    const [search, setSearch] = useState<CarSearch>(() => v.parse(cars.search, options.initial ?? {}));
    return (
      <DataList
        list={list}
        search={search}
        onSearchChange={(next) => {
          changes.push(next);
          setSearch(v.parse(cars.search, next));
        }}
        columns={columns}
        rowKey={(car) => car.id}
        label="Cars"
        choiceOptions={{
          colour:
            options.colours === undefined
              ? [
                  { value: 'RED', label: 'Red' },
                  { value: 'BLUE', label: 'Blue' },
                ]
              : options.colours,
        }}
      />
    );
  }
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return { changes, unmount };
}

const decoded = (query: string) => decodeURIComponent(query);

describe('DataList', () => {
  it('loads the default state and shows the rows under sortable headers', async () => {
    const fetchPage = vi.fn(async (_query: string) => page(someCars(3)));
    renderList(fetchPage);
    expect(screen.getByText('Loading cars…')).toBeTruthy();
    await screen.findByRole('cell', { name: 'Make 3' });
    const table = screen.getByRole('table', { name: 'Cars' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(decoded(fetchPage.mock.calls[0]?.[0] ?? '')).toBe('page=1&per_page=10&order_by[]=id|desc');
    const idHeader = within(table).getByRole('columnheader', { name: 'ID' });
    expect(idHeader.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByRole('columnheader', { name: 'Make' }).querySelector('button')).toBeNull();
  });

  it('sorts from the header, by keyboard too, and says so in aria-sort', async () => {
    const fetchPage = vi.fn(async (_query: string) => page(someCars(3)));
    renderList(fetchPage, { initial: { page: 3 } });
    await screen.findByRole('cell', { name: 'Make 3' });
    const year = screen.getByRole('button', { name: 'Year' });
    year.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Year' }).getAttribute('aria-sort')).toBe('ascending'));
    expect(screen.getByRole('columnheader', { name: 'ID' }).hasAttribute('aria-sort')).toBe(false);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Year' }).getAttribute('aria-sort')).toBe('descending'));
    expect(decoded(fetchPage.mock.calls.at(-1)?.[0] ?? '')).toBe('page=1&per_page=10&order_by[]=year|desc');
  });

  it('applies a text filter on Enter only, back on page 1, and shows it in bold', async () => {
    const fetchPage = vi.fn(async (_query: string) => page(someCars(3)));
    const { changes } = renderList(fetchPage, { initial: { page: 4 } });
    await screen.findByRole('cell', { name: 'Make 3' });
    const make = screen.getByRole('textbox', { name: 'Make' });
    await userEvent.type(make, 'ford');
    expect(changes).toHaveLength(0);
    expect(screen.getByText('Press Enter to apply')).toBeTruthy();
    const field = () => make.closest('.dl-field');
    expect(field()?.hasAttribute('data-set')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([{ page: 1, per_page: 10, sort: 'id', dir: 'desc', make: 'ford' }]);
    await waitFor(() => expect(decoded(fetchPage.mock.calls.at(-1)?.[0] ?? '')).toContain('filters[0]=make|like|ford'));
    expect(screen.queryByText('Press Enter to apply')).toBeNull();
    // Shown in bold (checked in a real browser by the end-to-end tests: happy-dom applies no stylesheet).
    expect(field()?.hasAttribute('data-set')).toBe(true);
    expect(document.activeElement).toBe(make);
  });

  it('searches from the box above the panel on Enter, as one OR group, with a removable chip', async () => {
    const fetchPage = vi.fn(async (_query: string) => page(someCars(3)));
    const { changes } = renderList(fetchPage, { initial: { page: 2 } });
    await screen.findByRole('cell', { name: 'Make 3' });
    const box = within(screen.getByRole('search', { name: 'Search cars' })).getByRole('searchbox', { name: 'Search cars' });
    expect(box.getAttribute('placeholder')).toBe('Make or VIN');
    // Not a field of the panel: the panel keeps its own filters only.
    expect(within(screen.getByRole('region', { name: 'Filter cars' })).queryByRole('searchbox')).toBeNull();
    await userEvent.type(box, ' 1ftfw1e5 ');
    expect(changes).toHaveLength(0);
    expect(screen.getByText('Press Enter to search')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([{ page: 1, per_page: 10, sort: 'id', dir: 'desc', q: '1FTFW1E5' }]);
    await waitFor(() => expect(decoded(fetchPage.mock.calls.at(-1)?.[0] ?? '')).toContain('filters[0][]=make|like|1FTFW1E5&filters[0][]=vin|eq|1FTFW1E5'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Search: 1FTFW1E5' }));
    expect(changes.at(-1)).not.toHaveProperty('q');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
  });

  it('puts the focus in the search box on / from the page, but not while typing in a field', async () => {
    renderList(async () => page(someCars(1)));
    await screen.findByRole('cell', { name: 'Make 1' });
    const box = screen.getByRole('searchbox', { name: 'Search cars' });
    expect(box.getAttribute('aria-keyshortcuts')).toBe('/');
    await userEvent.click(screen.getByRole('table', { name: 'Cars' }));
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('');
    const make = screen.getByRole('textbox', { name: 'Make' });
    await userEvent.click(make);
    await userEvent.keyboard('a/b');
    expect(document.activeElement).toBe(make);
    expect((make as HTMLInputElement).value).toBe('a/b');
  });

  it('offers Choose Option on choice filters; choosing applies at once and blank turns it off', async () => {
    const fetchPage = vi.fn(async (_query: string) => page(someCars(2)));
    const { changes } = renderList(fetchPage);
    await screen.findByRole('cell', { name: 'Make 2' });
    const active = screen.getByRole('combobox', { name: 'Active' });
    expect(
      within(active)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose Option', 'Active', 'Inactive']);
    await userEvent.selectOptions(active, 'Inactive');
    expect(changes.at(-1)).toMatchObject({ active: 'N', page: 1 });
    await waitFor(() => expect(decoded(fetchPage.mock.calls.at(-1)?.[0] ?? '')).toContain('filters[0]=is_active|eq|N'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Blue');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Damaged only' }));
    expect(changes.at(-1)).toMatchObject({ active: 'N', colour: 'BLUE', damaged: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Active' }), 'Choose Option');
    expect(changes.at(-1)).not.toHaveProperty('active');
  });

  it("names an applied server-loaded choice by its label: '…' while the options load, never its raw code; the code only if they failed", async () => {
    const chipOf = async (colours: readonly ChoiceOption[] | null | undefined) => {
      const { unmount } = renderList(async () => page(someCars(2)), { initial: { colour: 'BLUE' }, colours });
      const text = within(await screen.findByRole('list', { name: 'Applied filters' })).getByText(/^Colour:/).textContent;
      unmount();
      return text;
    };
    expect(await chipOf(null)).toBe('Colour: …');
    expect(await chipOf(undefined)).toBe('Colour: Blue');
    expect(await chipOf([])).toBe('Colour: BLUE');
  });

  it('pages, changes the page size (back to page 1), and keeps the previous rows while the next page loads', async () => {
    let release: () => void = () => {};
    const fetchPage = vi.fn(async (query: string) => {
      const params = new URLSearchParams(query);
      const current = Number(params.get('page'));
      const perPage = Number(params.get('per_page'));
      if (current === 2) await new Promise<void>((resolve) => (release = resolve));
      return page(someCars(perPage, (current - 1) * perPage + 1), 95, current, perPage);
    });
    renderList(fetchPage);
    await screen.findByText('1–10 of 95 cars');
    expect(screen.getByText('Page 1 of 10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    // Page 2 is on its way: page 1's rows stay, marked busy.
    expect(screen.getByRole('cell', { name: 'Make 1' })).toBeTruthy();
    expect(screen.getAllByRole('rowgroup')[1]?.getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await screen.findByRole('cell', { name: 'Make 11' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await screen.findByText('1–25 of 95 cars');
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('76–95 of 95 cars');
  });

  it('shows pagination only above paginateAbove rows when the list asks for it', async () => {
    renderList(async () => page(someCars(10)), { paginateAbove: 10 });
    await screen.findByRole('cell', { name: 'Make 10' });
    expect(screen.queryByRole('navigation', { name: 'cars pages' })).toBeNull();
  });

  it('says when nothing matches, and clears the filters from there', async () => {
    const fetchPage = vi.fn(async (query: string) => (decoded(query).includes('make') ? page([]) : page(someCars(1))));
    renderList(fetchPage, { initial: { make: 'zzz' } });
    await screen.findByText('No cars match the filters.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await screen.findByRole('cell', { name: 'Make 1' });
    expect((screen.getByRole('textbox', { name: 'Make' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the list cannot be loaded, and tries again", async () => {
    const fetchPage = vi
      .fn<(query: string) => Promise<Paged<Car>>>()
      .mockRejectedValueOnce(new ApiError("Cannot filter cars by 'x'", { status: 400 }))
      .mockResolvedValue(page(someCars(1)));
    renderList(fetchPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Cars could not be loaded: Cannot filter cars by 'x'");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('cell', { name: 'Make 1' });
  });

  it('offers the last page when the URL asks for a page past the end', async () => {
    const fetchPage = vi.fn(async (query: string) => {
      const current = Number(new URLSearchParams(query).get('page'));
      return current > 3 ? page([], 25, current) : page(someCars(5, 21), 25, current);
    });
    renderList(fetchPage, { initial: { page: 9 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await screen.findByRole('cell', { name: 'Make 21' });
  });

  it('says a page needs the connection when the device is offline and has not saved it', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderList(() => new Promise<Paged<Car>>(() => {}));
      expect(await screen.findByText('No connection: cars load when the connection returns (this page has not been saved on this device).')).toBeTruthy();
      expect(screen.queryByText('Loading cars…')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it("says what an online-only list says when the device is offline (the list's offlineText)", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderList(() => new Promise<Paged<Car>>(() => {}), { offlineText: 'Cars need a connection to the server.' });
      expect(await screen.findByText('Cars need a connection to the server.')).toBeTruthy();
    } finally {
      onLine.mockRestore();
    }
  });
});
