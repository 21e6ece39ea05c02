import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WithChakra from './with-chakra';

// The system's arrival is driven by the test: `systemLoaded()` plays the lazy provider's part.
const system = vi.hoisted(() => ({ ready: false, loads: 0, callbacks: [] as (() => void)[], renders: new Set<() => void>() }));
vi.mock('./lazy-provider', () => ({
  afterChakraSystem: (callback: () => void) => (system.ready ? callback() : system.callbacks.push(callback)),
  loadChakraSystem: () => {
    system.loads += 1;
    return new Promise<void>((resolve) => (system.ready ? resolve() : system.callbacks.push(resolve)));
  },
}));
vi.mock('./with-chakra', async (importActual) => {
  const { useSyncExternalStore } = await import('react');
  const { useCodeWhenOnline } = await importActual<typeof WithChakra>();
  const subscribe = (listener: () => void) => {
    system.renders.add(listener);
    return () => system.renders.delete(listener);
  };
  return { useCodeWhenOnline, useChakraSoon: () => useSyncExternalStore(subscribe, () => system.ready) };
});
function systemLoaded() {
  system.ready = true;
  for (const callback of system.callbacks.splice(0)) callback();
  for (const render of system.renders) render();
}

const { chakraIsland } = await import('./chakra-island');

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('chakraIsland', () => {
  beforeEach(() => {
    system.ready = false;
    system.callbacks.length = 0;
  });

  it('shows the fallback until the system is there, and imports its code then, before it is shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Island = chakraIsland(load);
    render(<Island name="Ines" fallback={<p>Plain</p>} />);
    expect(screen.getByText('Plain')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => systemLoaded());
    expect(await screen.findByText('Hello Ines')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an island not on screen has its code by the time it is opened (the network may be gone by then)', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Island = chakraIsland(load);
    await act(async () => systemLoaded());
    expect(load).toHaveBeenCalledTimes(1);
    render(<Island name="Ines" />);
    expect(screen.getByText('Hello Ines')).toBeTruthy();
  });

  it('keeps the fallback when its code cannot be had, and tries again when it is shown again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Island = chakraIsland(load);
    await act(async () => systemLoaded());
    const first = render(<Island name="Ines" fallback={<p>Plain</p>} />);
    expect(await screen.findByText('Hello Ines')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    first.unmount();
  });

  it('a part the user opens says so while its code cannot be had, and opens when the connection returns', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Island = chakraIsland(load, { opens: 'Inspection Delivery Options' });
    await act(async () => systemLoaded());
    render(<Island name="Ines" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connection: Inspection Delivery Options opens when the connection returns (it has not been saved on this device).',
    );
    load.mockResolvedValue(Greeting);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Ines')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens when the connection returns though a load begun offline was still under way then', async () => {
    // The load a tap began offline: it fails only after the connection has come back.
    let failOffline: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (failOffline = reject)))
      .mockResolvedValue(Greeting);
    const Island = chakraIsland(load, { opens: 'the menu' });
    await act(async () => systemLoaded());
    const loadsBefore = system.loads;
    render(<Island name="Ines" />);
    // The island's own attempt after its first paint has joined that load.
    await vi.waitFor(() => expect(system.loads).toBeGreaterThan(loadsBefore));
    await act(async () => void window.dispatchEvent(new Event('online')));
    await act(async () => failOffline(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('Hello Ines')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asked for, its code lost: once the connection returns and the server answers, the page loads again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Island = chakraIsland(load, { opens: 'the menu' });
    await act(async () => systemLoaded());
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null)),
    );
    try {
      render(<Island name="Ines" />);
      expect((await screen.findByRole('alert')).textContent).toContain('the menu opens when the connection returns');
      await act(async () => void window.dispatchEvent(new Event('online')));
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
      reload.mockRestore();
    }
  });

  it('a dialog kept mounted while closed says nothing until it is opened', async () => {
    const load = vi.fn<() => Promise<ComponentType<{ open: boolean }>>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Island = chakraIsland(load, { opens: 'the list of keys' });
    await act(async () => systemLoaded());
    const view = render(<Island open={false} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // The second try's failure has been handled (its promise chain settled) before the look.
    await act(() => new Promise((settle) => setTimeout(settle, 0)));
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(<Island open />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connection: the list of keys opens when the connection returns (it has not been saved on this device).',
    );
  });
  it('a menu of the top bar says so at the foot beside its button; Close and Escape tell the owner, and it opens once the code is there', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ defaultOpen: boolean }>>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Island = chakraIsland(load, { opens: 'the profile menu', noticeAt: 'foot' });
    await act(async () => systemLoaded());
    const closed = vi.fn();
    const button = <button type="button">AA Avery Admin</button>;
    const view = render(<Island defaultOpen={false} fallback={button} onNoticeClose={closed} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(() => new Promise((settle) => setTimeout(settle, 0)));
    // Not asked for: the button alone.
    expect(screen.queryByRole('alert')).toBeNull();
    const tapped = screen.getByRole('button', { name: 'AA Avery Admin' });

    view.rerender(<Island defaultOpen fallback={button} onNoticeClose={closed} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connection: the profile menu opens when the connection returns (it has not been saved on this device).',
    );
    // The button stays where it was (the same element, which keeps its focus): the notice is beside it.
    expect(screen.getByRole('button', { name: 'AA Avery Admin' })).toBe(tapped);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toHaveBeenCalledTimes(2);

    load.mockResolvedValue(({ defaultOpen }) => <p>{defaultOpen ? 'Menu open' : 'Menu closed'}</p>);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Menu open')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
