import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import headScript from '../../../public/colour-mode.js?raw';
import { chooseColourMode, colourChoice, colourModeKey } from './colour-mode';

/** public/colour-mode.js, run as the page's <head> runs it, with the system's scheme given. */
function runHeadScript(systemDark: boolean): { setSystem: (dark: boolean) => void } {
  const listeners: (() => void)[] = [];
  const query = {
    matches: systemDark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  new Function(headScript)();
  return {
    setSystem: (dark) => {
      query.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

const classes = () => [...document.documentElement.classList];

describe('colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system when nothing is chosen, and keeps following it', () => {
    const system = runHeadScript(true);
    expect(colourChoice()).toBe('system');
    expect(classes()).toEqual(['dark']);
    system.setSystem(false);
    expect(classes()).toEqual(['light']);
  });

  it('applies a choice at once and keeps it on the device; System forgets it', () => {
    runHeadScript(false);
    chooseColourMode('dark');
    expect(localStorage.getItem(colourModeKey)).toBe('dark');
    expect(classes()).toEqual(['dark']);
    expect(colourChoice()).toBe('dark');
    chooseColourMode('system');
    expect(localStorage.getItem(colourModeKey)).toBeNull();
    expect(classes()).toEqual(['light']);
  });

  it('reads a stored choice before anything else runs, whatever the system says', () => {
    localStorage.setItem(colourModeKey, 'light');
    runHeadScript(true);
    expect(classes()).toEqual(['light']);
  });

  it('takes an unknown stored value for System', () => {
    localStorage.setItem(colourModeKey, 'sepia');
    expect(colourChoice()).toBe('system');
  });
});
