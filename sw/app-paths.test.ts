import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('isAppPath', () => {
  it.each([
    '/',
    '/login',
    '/login?redirect=%2Fusers',
    '/vehicles/12/inspections',
    '/users/john.doe',
    '/v3x',
    '/search?q=a.png',
    // The public vehicle pages (open routes, no sign-in).
    '/dealers/vehiclePhotos/DAL/q7Lx_0-aZ9kPm3vT8wYb2c',
    '/dealers/locationHistory/DAL/q7Lx_0-aZ9kPm3vT8wYb2c',
  ])('serves %s from the shell', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/v3',
    '/v3?x=1',
    '/v3/admin/users',
    '/v3/lanemonitor/ABC/mobile',
    '/v3/site/DAL/vehicle-photos/q7Lx_0-aZ9kPm3vT8wYb2c',
    '/v3/images/vehicle/12/small?sig=abc',
    '/sw.js',
    '/workbox-1a2b.js',
    '/icon-192.png',
    '/manifest.webmanifest',
    '/environments.json',
    '/assets/index-abc.css?v=2',
  ])('leaves %s to the network', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
