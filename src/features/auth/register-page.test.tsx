import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { accountCreatedMessage } from './register-page';
import { jsonReply, removeSnackbars, renderApp } from '@/test/render-app';

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no call expected'));
});
afterEach(() => {
  fetchMock.mockRestore();
  removeSnackbars();
});

async function fillIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Robin');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Reyes');
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'robin@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('the registration page', () => {
  it('names every required field before any call', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    for (const message of ['First Name is required', 'Last Name is required', 'Username is required', 'Password is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First Name' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds a short password back', async () => {
    renderApp('/register');
    const user = await fillIn('short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, says what happens next, and returns to sign-in', async () => {
    fetchMock.mockResolvedValue(jsonReply(201, { response: { id: 9, username: 'robin@example.com', name: 'Robin Reyes' } }));
    const { router } = renderApp('/register');
    const user = await fillIn('violet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('status')).textContent).toContain(accountCreatedMessage);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/v3\/register$/);
    expect(JSON.parse(init.body as string)).toEqual({
      first_name: 'Robin',
      last_name: 'Reyes',
      username: 'robin@example.com',
      password: 'violet-harbour-lantern-42',
    });
  });

  it('shows a taken username in a snackbar and under the field', async () => {
    fetchMock.mockResolvedValue(jsonReply(409, { error: { message: 'That username is already taken' } }));
    const { router } = renderApp('/register');
    const user = await fillIn('violet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That username is already taken');
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('links back to sign-in', async () => {
    renderApp('/register');
    expect((await screen.findByRole('link', { name: 'Cancel' })).getAttribute('href')).toBe('/login');
  });
});
