import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('isAppPath', () => {
  it.each(['/', '/login', '/login?redirect=%2Fusers', '/vehicles/12/inspections', '/users/john.doe', '/v3x', '/search?q=a.png'])(
    'serves %s from the shell',
    (path) => {
      expect(isAppPath(path)).toBe(true);
    },
  );

  it.each([
    '/v3',
    '/v3?x=1',
    '/v3/admin/users',
    '/v3/lanemonitor/ABC/mobile',
    '/sw.js',
    '/workbox-1a2b.js',
    '/icon-192.png',
    '/manifest.webmanifest',
    '/assets/index-abc.css?v=2',
  ])('leaves %s to the network', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
