/**
 * Small helpers for API tests over a TestServer: typed reads that fail loudly, a refusal's
 * status and message, writes, and one-value SQL reads of what the server stored.
 */
import { startTestServer, type TestServer } from './http-server.ts';

export type Row = Record<string, unknown>;

export interface Page<T = Row> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function apiCalls(server: TestServer) {
  async function read<T>(path: string, token: string): Promise<T> {
    const response = await server.call(path, { token });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
  return {
    page: <T = Row>(path: string, token: string) => read<Page<T>>(path, token),
    one: <T = Row>(path: string, token: string) => read<T>(path, token),
    send: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, json?: unknown) => server.call(path, { method, token, json }),
    scalar: <T = number>(sql: string, ...params: unknown[]) =>
      server.sqlite
        .prepare(sql)
        .pluck()
        .get(...params) as T,
    row: <T = Row>(sql: string, ...params: unknown[]) => server.sqlite.prepare(sql).get(...params) as T,
    rows: <T = Row>(sql: string, ...params: unknown[]) => server.sqlite.prepare(sql).all(...params) as T[],
    /** A cloud user who is not a global admin signs in to the platform (not the console, which refuses them). */
    async platformUser(): Promise<string> {
      const response = await server.call('/v3/authentication', { method: 'POST', json: { username: 'user@example.com', password: 'user-demo-2026' } });
      if (!response.ok) throw new Error(`platform sign-in failed: ${response.status}`);
      return ((await response.json()) as { access_token: string }).access_token;
    },
  };
}

export type ApiCalls = ReturnType<typeof apiCalls>;

/**
 * A private server with the three callers the admin API tests need: the cloud admin, the
 * site inspector (not an admin) and a platform cloud user who is not a global admin.
 */
export async function startAdminApi(options?: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  const calls = apiCalls(server);
  const [admin, inspector, cloudUser] = await Promise.all([server.signIn('admin'), server.signIn('inspector'), calls.platformUser()]);
  return { server, calls, admin, inspector, cloudUser };
}

/** Status and error message of a refused call. */
export async function refusal(response: Response): Promise<[number, string]> {
  const body = (await response.json()) as { error?: { message?: string } };
  return [response.status, body.error?.message ?? '(no message)'];
}

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
  values.every((value, index) => index === 0 || compare(values[index - 1] as T, value) <= 0);
