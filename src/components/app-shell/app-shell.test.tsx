import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, shellSnapshotKey, startSession } from '@/auth/session';
import { displayNameOf } from './display-name';
import { saveShellSnapshot, type ShellSnapshot } from './shell-snapshot';
import { setUpdateWaiting } from '@/pwa/update-store';
import { clearPageAlert, showPageAlert } from '@/components/page-alert-store';
import { showSnackbar } from '@/components/snackbar';
import { adminSignIn, clerkSignIn, inspectorSignIn } from '@/test/app-shell-fixtures';
import { removeSnackbars, renderApp } from '@/test/render-app';

afterEach(() => {
  clearPageAlert();
  removeSnackbars();
  endSession();
  vi.unstubAllGlobals();
});

async function mainMenu() {
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

function linkNames(menu: ReturnType<typeof within>) {
  return menu.getAllByRole('link').map((link: HTMLElement) => link.textContent);
}

describe('the side menu', () => {
  it('gives a cloud admin the administration entries, and no auction ones', async () => {
    startSession(adminSignIn);
    renderApp('/');
    const menu = await mainMenu();
    expect(linkNames(menu)).toEqual([
      'Dashboard',
      'API Dashboard',
      'Flumbus',
      'API',
      'Badge',
      'Spincar',
      'Valuation History',
      'AA Validation',
      'ServNet Report',
      'Mobile Builds',
      'API Config (new)',
      'Site Management',
      'Cloud Users',
      'Logout',
    ]);
    expect(menu.getByRole('link', { name: 'API Config (new)' }).getAttribute('href')).toBe('/config2');
    expect(menu.getByRole('link', { name: 'Cloud Users' }).getAttribute('href')).toBe('/users');
    expect(menu.getByRole('list', { name: 'Logs' })).toBeTruthy();
  });

  it('gives auction staff with the administration security the integration and settings entries', async () => {
    startSession(inspectorSignIn);
    renderApp('/');
    const menu = await mainMenu();
    expect(linkNames(menu)).toEqual(['Dashboard', 'Vehicles', 'Dealers', 'Open Gate Passes', 'Carmax Status', 'All settings', 'Work Orders', 'Logout']);
    expect(menu.getByRole('link', { name: 'Open Gate Passes' }).getAttribute('href')).toBe('/auction/reports/gate-pass-open');
    expect(menu.getByRole('link', { name: 'Carmax Status' }).getAttribute('href')).toBe('/auction/integration/carmax');
    expect(menu.getByRole('link', { name: 'All settings' }).getAttribute('href')).toBe('/auction/settings');
    expect(menu.getByRole('link', { name: 'Work Orders' }).getAttribute('href')).toBe('/auction/settings/workorders');
  });

  it('gives auction staff without it only Vehicles, Dealers and Open Gate Passes', async () => {
    startSession(clerkSignIn);
    renderApp('/');
    const menu = await mainMenu();
    expect(linkNames(menu)).toEqual(['Dashboard', 'Vehicles', 'Dealers', 'Open Gate Passes', 'Logout']);
  });

  it('highlights the current entry only', async () => {
    startSession(inspectorSignIn);
    renderApp('/auction/settings/workorders');
    const menu = await mainMenu();
    await waitFor(() => expect(menu.getByRole('link', { name: 'Work Orders' }).getAttribute('aria-current')).toBe('page'));
    expect(menu.getByRole('link', { name: 'All settings' }).getAttribute('aria-current')).toBeNull();
    expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('heads the drawer with the environment name outside Production', async () => {
    startSession(adminSignIn);
    renderApp('/');
    expect(await screen.findByText('Development')).toBeTruthy();
  });
});

describe('the top bar', () => {
  it('shows the page title and names the document after it', async () => {
    startSession(inspectorSignIn);
    renderApp('/auction/reports/gate-pass-open');
    const header = within(await screen.findByRole('banner'));
    expect(await header.findByText('Open Gate Passes')).toBeTruthy();
    expect(document.title).toBe('Open Gate Passes · Lot Console');
  });

  it('offers Profile, Reset My Password and Logout in the profile menu', async () => {
    startSession(adminSignIn);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'AA Avery Admin' }));
    expect((await screen.findByRole('menuitem', { name: 'Profile' })).getAttribute('href')).toBe('/myProfile');
    expect(screen.getByRole('menuitem', { name: 'Reset My Password' }).getAttribute('href')).toBe('/myProfile?focus=password');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });
});

describe('Scan VIN in the top bar (ADR 0093)', () => {
  it('is offered to auction staff, whose menu has Vehicles, and not to a cloud admin', async () => {
    startSession(clerkSignIn);
    const { unmount } = renderApp('/');
    await mainMenu();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Scan VIN' }).getAttribute('title')).toBe('Scan VIN');
    unmount();
    endSession();

    startSession(adminSignIn);
    renderApp('/');
    await mainMenu();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Scan VIN' })).toBeNull();
  });

  it('opens the vehicles list’s own scanner over the list, and is not on that list, whose box has its Scan VIN', async () => {
    startSession(inspectorSignIn);
    const { router } = renderApp('/');
    await mainMenu();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Scan VIN' }));
    expect(await screen.findByRole('dialog', { name: 'Scan VIN' })).toBeTruthy();
    // The request is dropped once the scanner is open: Back or a reload does not open the camera again.
    await waitFor(() => expect(router.state.location.href).toBe('/vehicles'));
    const boxScan = within(screen.getByRole('search', { name: 'Find a vehicle' })).getByRole('button', { name: 'Scan VIN' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Scan VIN' })).toBeNull();
    // Closed, the focus is on the list's Scan VIN, beside the box to type the VIN in.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan VIN' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(boxScan));
  });
});

describe('the shell', () => {
  it('shows "Error" with a Logout link when the user has no usable name', async () => {
    startSession({ ...adminSignIn, cloudUser: { ...adminSignIn.cloudUser, name: ' ', email: null, username: null } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('falls back to the username for the name', async () => {
    startSession({ ...adminSignIn, cloudUser: { ...adminSignIn.cloudUser, name: '' } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'A admin@example.com' })).toBeTruthy();
  });

  it('clears the page alert and the snackbars when another page opens', async () => {
    startSession(inspectorSignIn);
    const { router } = renderApp('/');
    const menu = await mainMenu();
    act(() => showPageAlert({ status: 'error', message: 'Something failed' }));
    showSnackbar({ severity: 'error', message: 'Database is locked' });
    expect(screen.getByText('Something failed')).toBeTruthy();
    expect(await screen.findByText('Database is locked')).toBeTruthy();
    await userEvent.click(menu.getByRole('link', { name: 'Vehicles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
    await waitFor(() => expect(screen.queryByText('Something failed')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Database is locked')).toBeNull());
  });

  it('keeps them while only the search changes (a filter, a tab, a page of results)', async () => {
    startSession(inspectorSignIn);
    const { router } = renderApp('/vehicles');
    await mainMenu();
    act(() => showPageAlert({ status: 'error', message: 'Something failed' }));
    showSnackbar({ severity: 'success', message: 'View “Inactive” saved.' });
    expect(await screen.findByText('View “Inactive” saved.')).toBeTruthy();
    await act(() => router.navigate({ to: '/vehicles', search: { active: 'N' } }));
    expect(router.state.location.search).toMatchObject({ active: 'N' });
    expect(screen.getByText('Something failed')).toBeTruthy();
    expect(screen.getByText('View “Inactive” saved.')).toBeTruthy();
  });

  it('offers a waiting new version with a Reload button', async () => {
    startSession(adminSignIn);
    renderApp('/');
    await mainMenu();
    expect(screen.queryByText('A new version is available.')).toBeNull();
    act(() => setUpdateWaiting(true));
    // The banner is a Chakra island: it shows once the system is there (loaded after the first paint).
    expect(await screen.findByText('A new version is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    act(() => setUpdateWaiting(false));
  });

  it('signs out: the server revokes the token, the session ends and the sign-in page opens', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ response: { logged_out: true } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    startSession(inspectorSignIn);
    const { router } = renderApp('/vehicles');
    await userEvent.click(await (await mainMenu()).findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({});
    expect(getSession().user).toBeNull();
    // The vehicles list has its own reads: pick the logout call out of them.
    const [url, init] = fetchMock.mock.calls.find((call: unknown[]) => String(call[0]).endsWith('/v3/logout')) as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v3\/logout$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer inspector-token');
  });
});

describe('the copy of the frame for the next load (ADR 0104)', () => {
  afterEach(() => {
    delete window.__lotShellStamp;
    localStorage.removeItem(shellSnapshotKey);
  });

  const savedCopy = async () => {
    await waitFor(() => expect(localStorage.getItem(shellSnapshotKey)).not.toBeNull(), { timeout: 3000 });
    const saved = JSON.parse(localStorage.getItem(shellSnapshotKey)!) as ShellSnapshot;
    // Read back as the boot script's template would parse it: as a document of its own.
    return { saved, frame: new DOMParser().parseFromString(saved.html, 'text/html').body.firstElementChild! };
  };

  it('is the side menu and the top bar, inert and hidden from assistive technology, with nothing of the page or the moment', async () => {
    window.__lotShellStamp = 'assets/shell-1.js';
    startSession(inspectorSignIn);
    renderApp('/auction/reports/gate-pass-open');
    expect(await within(await screen.findByRole('banner')).findByText('Open Gate Passes')).toBeTruthy();
    const { saved, frame } = await savedCopy();
    expect(saved).toMatchObject({ stamp: 'assets/shell-1.js', user: inspectorSignIn.cloudUser.id });
    expect([...frame.querySelectorAll('nav a')].map((link) => link.textContent)).toEqual(linkNames(await mainMenu()));
    expect(frame.querySelector('.shell-profile')?.textContent).toContain(displayNameOf(getSession().user!));
    for (const part of [frame.querySelector('aside'), frame.querySelector('header')]) {
      expect(part?.hasAttribute('inert')).toBe(true);
      expect(part?.getAttribute('aria-hidden')).toBe('true');
    }
    // Neither the page, nor its title, nor its menu entry, nor the outbox's state of the moment.
    expect(frame.querySelector('main')?.childNodes).toHaveLength(0);
    expect(frame.querySelector('.shell-title')?.textContent).toBe('');
    expect(frame.querySelector('[aria-current]')).toBeNull();
    expect(frame.querySelector<HTMLElement>('.shell-outbox')?.style.visibility).toBe('hidden');
  });

  it('is not kept by a console built without the boot script (the dev server), and goes at sign-out', async () => {
    startSession(inspectorSignIn);
    renderApp('/vehicles');
    await mainMenu();
    saveShellSnapshot(document.querySelector('.shell-frame')!, inspectorSignIn.cloudUser.id);
    expect(localStorage.getItem(shellSnapshotKey)).toBeNull();

    localStorage.setItem(shellSnapshotKey, '{}');
    endSession();
    expect(localStorage.getItem(shellSnapshotKey)).toBeNull();
  });
});

describe('the guards and the access page', () => {
  it('sends auction staff away from an admin page', async () => {
    startSession(clerkSignIn);
    const { router } = renderApp('/apilogs');
    expect(await screen.findByRole('heading', { name: 'This page is restricted to Administrators' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access/admin');
  });

  it('sends an admin away from an auction page', async () => {
    startSession(adminSignIn);
    renderApp('/vehicles/42');
    expect(await screen.findByRole('heading', { name: 'This page is restricted to Auction Staff' })).toBeTruthy();
  });

  it('says any other level is not allowed, with a link to sign in', async () => {
    startSession(adminSignIn);
    renderApp('/access/somewhere');
    expect(await screen.findByRole('heading', { name: 'Access to this page is not allowed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as another user' }).getAttribute('href')).toBe('/login');
  });
});

describe('a stored user with no name, username or e-mail address', () => {
  it('shows the Error page instead of the shell, with Logout as its way on', async () => {
    startSession({ ...inspectorSignIn, cloudUser: { ...inspectorSignIn.cloudUser, name: ' ', username: '', email: '' } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeTruthy();
    expect(screen.getByText('This account has no name, username or e-mail address, so the console cannot be shown.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });
});
