import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from '@/auth/session';
import { adminSignIn, clerkSignIn, plainUserSignIn } from '@/test/app-shell-fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

/** A fake /v3 for the profile: PUT /v3/admin/users/1 and GET /v3/me. */
function fakeApi() {
  let user = { ...adminSignIn.cloudUser };
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (method === 'PUT' && path === '/v3/admin/users/1') {
      user = { ...user, ...(body as object) };
      return Response.json({ id: 1, name: user.name });
    }
    if (method === 'GET' && path === '/v3/me') return Response.json({ response: user });
    return Response.json({ error: { message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('My Profile for a cloud admin', () => {
  it('edits the name, sends only that, and shows it in the top bar', async () => {
    const calls = fakeApi();
    startSession(adminSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    const save = form.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(form.getByLabelText('Email Address').hasAttribute('readonly')).toBe(true);

    const name = form.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Avery Q. Admin');
    expect(save.hasAttribute('disabled')).toBe(false);
    await userEvent.click(save);

    await waitFor(() => expect(getSession().user?.name).toBe('Avery Q. Admin'));
    expect(calls[0]).toEqual({ method: 'PUT', path: '/v3/admin/users/1', body: { name: 'Avery Q. Admin' } });
    expect(getSession().user?.access_token).toBe('admin-token');
    // The profile button is named by what it shows, initials first (ADR 0029).
    expect(await screen.findByRole('button', { name: 'AA Avery Q. Admin' })).toBeTruthy();
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('keeps Save disabled and says why while the password is too short or too weak', async () => {
    fakeApi();
    startSession(adminSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    const password = form.getByLabelText('Change Password');
    const save = form.getByRole('button', { name: 'Save' });

    await userEvent.type(password, 'short');
    expect(form.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.clear(password);
    await userEvent.type(password, 'password');
    expect(await form.findByText(/Password is too weak/)).toBeTruthy();
    expect(form.getByText('weak')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('sends a strong password alone', async () => {
    const calls = fakeApi();
    startSession(adminSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    await userEvent.type(form.getByLabelText('Change Password'), 'Gravel tandem orchid 42');
    const save = form.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await userEvent.click(save);
    await waitFor(() => expect(calls.length).toBe(2));
    expect(calls[0]?.body).toEqual({ password: 'Gravel tandem orchid 42' });
    await waitFor(() => expect((form.getByLabelText('Change Password') as HTMLInputElement).value).toBe(''));
  });

  it('shows a failed save in the page alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'Another user has that e-mail address' } }, { status: 409 })),
    );
    startSession(adminSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'x');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Another user has that e-mail address');
  });

  it('focuses the password field for "Reset My Password"', async () => {
    startSession(adminSignIn);
    const { router } = renderApp('/myProfile?focus=password');
    const password = await screen.findByLabelText('Change Password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});

describe('My Profile for others', () => {
  it('shows auction staff their name, username and site, read-only, with Save disabled', async () => {
    startSession(clerkSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Carl Clerk');
    expect((form.getByLabelText('Username') as HTMLInputElement).value).toBe('clerk');
    expect((form.getByLabelText('Site') as HTMLInputElement).value).toBe('Dallas Auto Auction (DAL)');
    for (const label of ['Name', 'Username', 'Site']) expect(form.getByLabelText(label).hasAttribute('readonly')).toBe(true);
    expect(form.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    expect(form.queryByLabelText('Change Password')).toBeNull();
  });

  it('shows a plain cloud user the read-only form', async () => {
    startSession(plainUserSignIn);
    renderApp('/myProfile');
    const form = within(await screen.findByRole('form', { name: 'My Profile' }));
    expect((form.getByLabelText('Email Address') as HTMLInputElement).value).toBe('user@example.com');
    expect(form.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
