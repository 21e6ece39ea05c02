/**
 * The side-by-side peer for a list other than the vehicles (scripts/measure-side-by-side.ts
 * `--list dealers|apilogs`): the shared peer's react-admin console (`../shared/perf`), with the
 * same minimal setup (Admin, an auth provider, one DataTable), reading the page of the API that
 * the console's screen reads. The script copies this file over the peer's src/main.tsx in its
 * temporary copy (the shared peer is not changed) and passes, in the page's URL: `read`, the
 * console's own API read of the list (captured from the console), `id`, the row's key, and
 * `cols`, the columns the console shows. The bearer token is the console's, planted as
 * localStorage "token", as for the vehicles.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, DataTable } from 'react-admin';
import type { DataProvider } from 'react-admin';

const params = new URLSearchParams(location.search);
const read = params.get('read') ?? '';
const idField = params.get('id') ?? 'id';
const cols = (params.get('cols') ?? 'id').split(',');
const token = () => localStorage.getItem('token') || '';
const dataProvider = {
  async getList() {
    const r = await fetch(read, { headers: { Authorization: 'Bearer ' + token() } });
    if (!r.ok) throw new Error('HTTP ' + r.status);
    const body = await r.json();
    const rows = (body.data ?? body.items).map((row: Record<string, unknown>) => ({ ...row, id: row[idField] }));
    return { data: rows, total: body.total };
  },
  getOne: async () => ({ data: { id: 0 } }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  update: async () => ({ data: { id: 0 } }),
  updateMany: async () => ({ data: [] }),
  create: async () => ({ data: { id: 0 } }),
  delete: async () => ({ data: { id: 0 } }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;
const authProvider = {
  login: async () => {},
  logout: async () => {
    localStorage.removeItem('token');
  },
  checkAuth: async () => {
    if (!token()) throw new Error('no');
  },
  checkError: async () => {},
  getPermissions: async () => null,
};
const TheList = () => (
  <List perPage={Number(params.get('perPage') || 10)}>
    <DataTable>
      {cols.map((source) => (
        <DataTable.Col key={source} source={source} />
      ))}
    </DataTable>
  </List>
);
createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry requireAuth>
    <Resource name="list" list={TheList} />
  </Admin>,
);
