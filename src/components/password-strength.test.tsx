import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength, usePasswordScore } from './password-strength';

describe('PasswordStrength', () => {
  it('shows nothing for an empty password', () => {
    const { container } = render(<PasswordStrength password="" score={null} />);
    expect(container.textContent).toBe('');
  });

  it('names each score with its label and fills one more segment of five per score', () => {
    const labels = ['weak', 'okay', 'good', 'strong', 'stronger'];
    labels.forEach((label, score) => {
      const { unmount, container } = render(<PasswordStrength password="something" score={score} />);
      expect(screen.getByText(label)).toBeTruthy();
      expect(container.querySelectorAll('.lc-strength-meter span')).toHaveLength(5);
      expect(container.querySelectorAll('.lc-strength-meter [data-filled]')).toHaveLength(score + 1);
      unmount();
    });
  });

  it('says it is checking while the scorer loads', () => {
    render(<PasswordStrength password="something" score={null} />);
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
