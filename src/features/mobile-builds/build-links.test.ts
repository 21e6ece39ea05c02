import { describe, expect, it } from 'vitest';
import { buildLink } from './build-links';

const links = { productionSite: 'https://mobile.example.com/', testInstallers: 'https://installers.example.com/android' };

describe('buildLink', () => {
  it('sends production builds to the production mobile site', () => {
    expect(buildLink({ build: '2026.11.5', is_production: 1, android_filename: 'lot-console-2026.11.5-production.apk' }, links)).toEqual({
      href: 'https://mobile.example.com/',
      text: 'Production site',
      label: 'Production site of build 2026.11.5',
    });
  });

  it('sends the others to their test installer', () => {
    expect(buildLink({ build: '2026.11.2', is_production: 0, android_filename: 'lot-console-2026.11.2-qa.apk' }, links)?.href).toBe(
      'https://installers.example.com/android/lot-console-2026.11.2-qa.apk',
    );
    expect(buildLink({ build: 'x', is_production: 0, android_filename: 'a b#.apk' }, links)?.href).toBe('https://installers.example.com/android/a%20b%23.apk');
  });

  it('gives no link without configured targets or an installer file', () => {
    expect(buildLink({ build: '2026.11.5', is_production: 1, android_filename: null }, null)).toBeNull();
    expect(buildLink({ build: '2026.11.2', is_production: 0, android_filename: null }, links)).toBeNull();
  });
});
