/**
 * The snackbars (toaster.tsx, ADR 0082): announced by severity, three at most at once, each
 * hiding itself after its time unless the pointer or the focus is on them, dismissed by its
 * button or Escape.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbarDurationMs } from '@/components/snackbar';
import { Toaster, toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toaster.remove());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: /Notifications/ });

describe('Toaster', () => {
  it('announces errors and warnings as alerts, info and success as status, in a labelled region', () => {
    render(<Toaster />);
    act(() => {
      toaster.create({ type: 'error', title: 'Not Authorized' });
      toaster.create({ type: 'success', title: 'Saved' });
    });
    expect(within(region()).getByRole('alert').textContent).toBe('Not Authorized');
    expect(within(region()).getByRole('status').textContent).toBe('Saved');
  });

  it('hides a snackbar after its time, and not before', () => {
    render(<Toaster />);
    act(() => void toaster.create({ type: 'info', title: 'Queued' }));
    act(() => vi.advanceTimersByTime(snackbarDurationMs - 100));
    expect(screen.getByText('Queued')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Queued')).toBeNull();
  });

  it('waits while the pointer is on the snackbars, then counts down what was left', () => {
    render(<Toaster />);
    act(() => void toaster.create({ type: 'warning', title: 'Offline' }));
    act(() => vi.advanceTimersByTime(snackbarDurationMs - 1000));
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(snackbarDurationMs * 2));
    expect(screen.getByText('Offline')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Offline')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('counts down again when the snackbar under the pointer was dismissed', () => {
    render(<Toaster />);
    act(() => void toaster.create({ type: 'error', title: 'First' }));
    fireEvent.pointerEnter(screen.getByRole('alert'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    act(() => void toaster.create({ type: 'error', title: 'Second' }));
    act(() => vi.advanceTimersByTime(snackbarDurationMs));
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('shows three at most; the next one shows when one goes', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toaster.create({ type: 'error', title: `Failure ${n}` });
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Failure 1', 'Failure 2', 'Failure 3']);
    fireEvent.click(within(screen.getAllByRole('alert')[0]!).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Failure 2', 'Failure 3', 'Failure 4']);
  });

  it('dismisses a focused snackbar with Escape, and Alt+T takes the focus to the snackbars', () => {
    render(<Toaster />);
    act(() => void toaster.create({ type: 'info', title: 'Link copied' }));
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
    expect(document.activeElement).toBe(region());
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
