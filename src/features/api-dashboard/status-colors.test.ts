import { describe, expect, it } from 'vitest';
import { jobStatus, laneMonitorStatus, serviceStatus, siteStatus, toneOf } from './status-colors';

describe('dashboard card colours', () => {
  it('paints each status in its own colour, with a name for it', () => {
    expect(toneOf('green')).toEqual({ palette: 'green', label: 'OK' });
    expect(toneOf('yellow')).toEqual({ palette: 'yellow', label: 'Needs attention' });
    expect(toneOf('red')).toEqual({ palette: 'red', label: 'Problem' });
  });

  it('shows the lane monitor red while stopped, yellow while an action runs, else green', () => {
    expect(laneMonitorStatus({ running: 1, action: null }, false)).toBe('green');
    expect(laneMonitorStatus({ running: 1, action: 'cycle' }, false)).toBe('yellow');
    expect(laneMonitorStatus({ running: 0, action: null }, false)).toBe('red');
    expect(laneMonitorStatus({ running: 0, action: 'start' }, false)).toBe('red');
  });

  it('turns the lane monitor yellow as soon as this console’s own action is sent', () => {
    expect(laneMonitorStatus({ running: 1, action: null }, true)).toBe('yellow');
    expect(laneMonitorStatus({ running: 0, action: null }, true)).toBe('red');
  });
});

describe('dashboard line colours', () => {
  it('colours a site by its heartbeat state', () => {
    expect(siteStatus({ state: 'running' })).toBe('green');
    expect(siteStatus({ state: 'not_updated' })).toBe('yellow');
    expect(siteStatus({ state: 'not_running' })).toBe('red');
  });

  it('colours a service by its status', () => {
    expect(serviceStatus({ status: 'running' })).toBe('green');
    expect(serviceStatus({ status: 'degraded' })).toBe('yellow');
    expect(serviceStatus({ status: 'stopped' })).toBe('red');
  });

  it('colours a job by its last run', () => {
    expect(jobStatus({ last_status: 'ok' })).toBe('green');
    expect(jobStatus({ last_status: 'late' })).toBe('yellow');
    expect(jobStatus({ last_status: 'failed' })).toBe('red');
  });
});
