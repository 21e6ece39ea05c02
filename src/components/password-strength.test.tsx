import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength, usePasswordScore } from './password-strength';
import { Provider } from './ui/provider';

const wrapper = ({ children }: { children: ReactNode }) => <Provider>{children}</Provider>;

describe('PasswordStrength', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrength password="" score={null} />, { wrapper });
    expect(container.textContent).toBe('');
  });

  it('names each score with its label', () => {
    const labels = ['weak', 'okay', 'good', 'strong', 'stronger'];
    labels.forEach((label, score) => {
      const { unmount } = render(<PasswordStrength password="something" score={score} />, { wrapper });
      expect(screen.getByText(label)).toBeTruthy();
      unmount();
    });
  });

  it('says it is checking while the scorer loads', () => {
    render(<PasswordStrength password="something" score={null} />, { wrapper });
    expect(screen.getByText('Checking strength…')).toBeTruthy();
  });
});

describe('usePasswordScore', () => {
  it('scores nothing until a password is typed', () => {
    const { result } = renderHook(() => usePasswordScore(''));
    expect(result.current).toEqual({ score: null, failed: false });
  });

  it('loads zxcvbn on demand and scores weak and strong passwords', async () => {
    const { result, rerender } = renderHook(({ password }) => usePasswordScore(password, ['Avery Admin']), {
      initialProps: { password: 'password' },
    });
    await waitFor(() => expect(result.current.score).not.toBeNull());
    expect(result.current.score).toBe(0);
    rerender({ password: 'correct horse battery staple' });
    expect(result.current.score).toBeGreaterThanOrEqual(3);
  });

  it('counts the user inputs as guessable', async () => {
    const { result } = renderHook(() => usePasswordScore('averyadmin', ['averyadmin']));
    await waitFor(() => expect(result.current.score).not.toBeNull());
    expect(result.current.score).toBeLessThan(2);
  });
});
