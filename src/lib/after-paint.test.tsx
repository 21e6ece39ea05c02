import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, usePainted } from './after-paint';

/** The frames the test lets the browser draw: each runs the animation-frame callbacks asked for before it. */
let frames: FrameRequestCallback[] = [];
function drawFrame() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  frames = [];
});

describe('afterNextPaint', () => {
  it('runs once the frame in progress has been drawn, not in it', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('a'));
    afterNextPaint(() => ran.push('b'));
    vi.runAllTimers();
    expect(ran).toEqual([]);
    drawFrame();
    // The animation frame runs before the paint; the work waits for the task after it.
    expect(ran).toEqual([]);
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b']);
  });

  it('asks for one frame for everything that waits for it, and a cancelled callback never runs', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('kept'));
    const cancel = afterNextPaint(() => ran.push('cancelled'));
    expect(frames).toHaveLength(1);
    cancel();
    drawFrame();
    vi.runAllTimers();
    expect(ran).toEqual(['kept']);
  });

  it('puts what is asked for after the frame’s animation callbacks in the next frame: that frame’s paint does not show it', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('this frame'));
    drawFrame();
    afterNextPaint(() => ran.push('next frame'));
    vi.runAllTimers();
    expect(ran).toEqual(['this frame']);
    drawFrame();
    vi.runAllTimers();
    expect(ran).toEqual(['this frame', 'next frame']);
  });

  it('puts what is asked for while the batch runs in the next frame', () => {
    const ran: string[] = [];
    afterNextPaint(() => afterNextPaint(() => ran.push('later')));
    drawFrame();
    vi.runAllTimers();
    expect(ran).toEqual([]);
    drawFrame();
    vi.runAllTimers();
    expect(ran).toEqual(['later']);
  });
});

describe('usePainted', () => {
  function Probe({ name }: { name: string }) {
    return <p>{`${name}: ${usePainted() ? 'painted' : 'first frame'}`}</p>;
  }

  it('is false in the first frame and true, for every component of that frame at once, after it', () => {
    render(
      <>
        <Probe name="one" />
        <Probe name="two" />
      </>,
    );
    expect(screen.getByText('one: first frame')).toBeTruthy();
    expect(frames).toHaveLength(1);
    act(() => {
      drawFrame();
      vi.runAllTimers();
    });
    expect(screen.getByText('one: painted')).toBeTruthy();
    expect(screen.getByText('two: painted')).toBeTruthy();
  });
});
