import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { endSession, getSession, startSession } from '@/auth/session';
import type { Environment, LocalSignInReply } from '@/contract/auth';
import { configureEnvironments, fallbackEnvironments } from '@/lib/environments';
import { readRememberedSignIn, rememberSignIn } from './remembered-sign-in';
import { jsonReply, removeSnackbars, renderApp } from '@/test/render-app';

const clerkReply: LocalSignInReply = {
  access_token: 'token-clerk',
  cloudUser: {
    id: 7,
    name: 'Casey Clerk',
    username: 'clerk',
    premise_user: 1,
    is_global_admin: 0,
    is_cloud_user: 0,
    site_current: [{ id: 1, code: 'DAL', name: 'Dallas' }],
    on_prem_user: { username: 'clerk', security: {} },
  },
  install_info: { site_id: 1, site_code: 'DAL', site_name: 'Dallas' },
  config: {},
};

const environments: Environment[] = [
  { env: 'development', name: 'Development', url: '', hosts: [] },
  { env: 'test', name: 'Test', url: 'https://api-test.example.com', hosts: ['test.console.example.com'] },
  { env: 'qa', name: 'QA', url: 'https://api-qa.example.com', hosts: ['qa.console.example.com'] },
  { env: 'production', name: 'Production', url: 'https://api.example.com', hosts: ['console.example.com'] },
];

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  configureEnvironments(environments, 'localhost');
  fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no call expected'));
});

afterEach(() => {
  fetchMock.mockRestore();
  removeSnackbars();
  endSession();
  localStorage.clear();
  configureEnvironments(fallbackEnvironments, 'localhost');
});

describe('the sign-in page', () => {
  it('starts in auction staff mode and switches to admin sign-in and back by a link', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Auction Staff Sign In' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Site Code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Admin Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Site Code' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Auction Staff Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Auction Staff Sign In' })).toBeTruthy();
  });

  it('names every required field before any call, and focuses the first', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Site Code is required')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Site Code' }));
    expect(screen.getByRole('textbox', { name: 'Site Code' }).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Admin Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    const user = userEvent.setup();
    renderApp('/login?mode=admin');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a');
    expect(screen.queryByText('E-mail is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('upper-cases the site code as it is typed', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const site = await screen.findByRole('textbox', { name: 'Site Code' });
    await user.type(site, 'dal');
    expect((site as HTMLInputElement).value).toBe('DAL');
  });

  it('prefills the remembered site code and username, with the box ticked and the password focused', async () => {
    rememberSignIn({ mode: 'auction', site: 'DAL', username: 'clerk' }, true);
    renderApp('/login');
    const site = await screen.findByRole('textbox', { name: 'Site Code' });
    expect((site as HTMLInputElement).value).toBe('DAL');
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('clerk');
    expect((screen.getByRole('checkbox', { name: 'Remember my Username' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('opens on the mode last used, with its remembered e-mail', async () => {
    rememberSignIn({ mode: 'admin', email: 'admin@example.com' }, true);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Admin Sign in' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('admin@example.com');
  });

  it('signs in, remembers the names when asked, and goes to the page first asked for', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, clerkReply));
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=%2Fvehicles%3Fpage%3D2');
    await user.type(await screen.findByRole('textbox', { name: 'Site Code' }), 'dal');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'clerk');
    await user.type(screen.getByLabelText('Password'), 'clerk-demo-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember my Username' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
    expect(router.state.location.search).toEqual({ page: 2 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/v3\/authentication_local$/);
    expect(JSON.parse(init.body as string)).toEqual({ site: 'DAL', username: 'clerk', password: 'clerk-demo-2026' });
    expect(new Headers(init.headers).get('mobile-version')).toBe('-1');
    expect(getSession().user?.access_token).toBe('token-clerk');
    expect(readRememberedSignIn()).toEqual({ mode: 'auction', site: 'DAL', username: 'clerk' });
  });

  it('forgets remembered names after a sign-in with the box unticked', async () => {
    rememberSignIn({ mode: 'auction', site: 'DAL', username: 'clerk' }, true);
    fetchMock.mockResolvedValue(jsonReply(200, clerkReply));
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember my Username' }));
    await user.type(screen.getByLabelText('Password'), 'clerk-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSession().user).not.toBeNull());
    expect(readRememberedSignIn()).toEqual({ mode: 'auction' });
  });

  it('ignores a redirect to another site', async () => {
    fetchMock.mockResolvedValue(jsonReply(200, clerkReply));
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirect=https%3A%2F%2Fevil.example.com%2F');
    await user.type(await screen.findByRole('textbox', { name: 'Site Code' }), 'DAL');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'clerk');
    await user.type(screen.getByLabelText('Password'), 'clerk-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.href).toBe('/'));
  });

  it('shows the server’s message in an error snackbar and clears the user state on failure', async () => {
    fetchMock.mockResolvedValue(jsonReply(401, { error: { message: 'Invalid username or password' } }));
    const user = userEvent.setup();
    const { router } = renderApp('/login?mode=admin');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain('Invalid username or password');
    expect(getSession().user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user to the dashboard', async () => {
    startSession(clerkReply);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says why the visitor was signed out', async () => {
    endSession('Your session has expired. Please sign in again.');
    renderApp('/login');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
  });

  it('says under it what the device kept to send, when the session ended with changes waiting', async () => {
    endSession('Your session has expired. Please sign in again.', '2 changes made on this device are kept: they are sent when Marcus Bell signs in again.');
    renderApp('/login');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    expect(screen.getByText('2 changes made on this device are kept: they are sent when Marcus Bell signs in again.')).toBeTruthy();
  });
});

describe('the environment on the sign-in page', () => {
  it('offers the selector on a development host; a choice persists and shows', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const select = (await screen.findByRole('combobox', { name: 'Environment' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Production', 'QA', 'Test', 'Development']);
    const shown = () => select.options[select.selectedIndex]?.text;
    expect(shown()).toBe('Development');
    await user.selectOptions(select, 'QA');
    expect(shown()).toBe('QA');
    expect(localStorage.getItem('lot-console.environment')).toBe('qa');
  });

  it('only names the environment on a production host', async () => {
    configureEnvironments(environments, 'console.example.com');
    renderApp('/login');
    expect(await screen.findByText('Production', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Environment' })).toBeNull();
  });
});
