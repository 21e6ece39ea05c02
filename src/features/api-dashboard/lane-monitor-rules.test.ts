import { describe, expect, it } from 'vitest';
import { laneMonitorActionInfo, laneMonitorButtons } from './lane-monitor-rules';

const running = { running: 1, action: null } as const;
const stopped = { running: 0, action: null } as const;

describe('lane monitor buttons', () => {
  it('offers Cycle and Stop while it runs, not Start', () => {
    expect(laneMonitorButtons(running, false, true)).toEqual({ cycle: true, stop: true, start: false });
  });

  it('offers only Start while it is stopped', () => {
    expect(laneMonitorButtons(stopped, false, true)).toEqual({ cycle: false, stop: false, start: true });
  });

  it('offers nothing while an action runs, whoever started it', () => {
    const none = { cycle: false, stop: false, start: false };
    expect(laneMonitorButtons({ running: 1, action: 'cycle' }, false, true)).toEqual(none);
    expect(laneMonitorButtons({ running: 0, action: 'start' }, false, true)).toEqual(none);
    expect(laneMonitorButtons(running, true, true)).toEqual(none);
    expect(laneMonitorButtons(stopped, true, true)).toEqual(none);
  });

  it('offers nothing without a connection', () => {
    expect(laneMonitorButtons(running, false, false)).toEqual({ cycle: false, stop: false, start: false });
    expect(laneMonitorButtons(stopped, false, false)).toEqual({ cycle: false, stop: false, start: false });
  });

  it('labels each action Cycle LM, Stop LM or Start LM and calls its path', () => {
    expect(laneMonitorActionInfo('cycle')).toMatchObject({ label: 'Cycle LM', path: 'laneMonitorRecycle' });
    expect(laneMonitorActionInfo('stop')).toMatchObject({ label: 'Stop LM', path: 'laneMonitorEnd' });
    expect(laneMonitorActionInfo('start')).toMatchObject({ label: 'Start LM', path: 'laneMonitorStart' });
  });
});
