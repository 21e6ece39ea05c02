import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from '@/contract/auth';
import {
  canChooseEnvironment,
  configureEnvironments,
  configureMap,
  configureMobileLinks,
  currentEnvironment,
  environmentForHost,
  mapConfig,
  mobileLinks,
  selectEnvironment,
} from './environments';

const list: Environment[] = [
  { env: 'development', name: 'Development', url: '', hosts: [] },
  { env: 'test', name: 'Test', url: 'https://api-test.example.com', hosts: ['test.console.example.com'] },
  { env: 'qa', name: 'QA', url: 'https://api-qa.example.com', hosts: ['qa.console.example.com'] },
  { env: 'production', name: 'Production', url: 'https://api.example.com', hosts: ['console.example.com'] },
];

beforeEach(() => localStorage.clear());

describe('environment from the page host', () => {
  it.each([
    ['console.example.com', 'production'],
    ['CONSOLE.example.com', 'production'],
    ['qa.console.example.com', 'qa'],
    ['test.console.example.com', 'test'],
    ['localhost', 'development'],
    ['127.0.0.1', 'development'],
    ['evil.example.com', 'development'],
  ])('%s gives %s', (host, env) => {
    expect(environmentForHost(host, list).env).toBe(env);
  });
});

describe('the selected environment', () => {
  it('defaults from the host and persists a choice across loads', () => {
    configureEnvironments(list, 'localhost');
    expect(currentEnvironment().env).toBe('development');
    selectEnvironment('qa');
    expect(currentEnvironment().name).toBe('QA');
    configureEnvironments(list, 'localhost');
    expect(currentEnvironment().env).toBe('qa');
    expect(canChooseEnvironment()).toBe(true);
  });

  it('offers no choice on a production host', () => {
    configureEnvironments(list, 'console.example.com');
    expect(canChooseEnvironment()).toBe(false);
  });

  it('ignores a stored choice the configuration no longer offers', () => {
    localStorage.setItem('lot-console.environment', 'staging');
    configureEnvironments(list, 'console.example.com');
    expect(currentEnvironment().env).toBe('production');
  });
});

describe('the map imagery of the configuration file', () => {
  it('reads the map key with its defaults', () => {
    configureMap({ environments: list, map: { satelliteTiles: ['https://tiles.example.net/{z}/{y}/{x}'], attribution: 'Imagery © Example' } });
    expect(mapConfig()).toEqual({ satelliteTiles: ['https://tiles.example.net/{z}/{y}/{x}'], tileSize: 256, maxZoom: 19, attribution: 'Imagery © Example' });
  });

  it('has no imagery without a map key, or with one that is not valid', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureMap({ environments: list });
    expect(mapConfig().satelliteTiles).toEqual([]);
    configureMap({ environments: list, map: { satelliteTiles: ['javascript:alert(1)'] } });
    expect(mapConfig()).toEqual({ satelliteTiles: [], tileSize: 256, maxZoom: 19, attribution: '' });
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});

describe('the mobile build links of the configuration file', () => {
  it('reads the mobileBuilds key', () => {
    const links = { productionSite: 'https://mobile.example.com/', testInstallers: 'https://installers.example.com/android/' };
    configureMobileLinks({ environments: list, mobileBuilds: links });
    expect(mobileLinks()).toEqual(links);
  });

  it('has no links without the key, or with one that is not valid', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configureMobileLinks({ environments: list });
    expect(mobileLinks()).toBeNull();
    configureMobileLinks({ environments: list, mobileBuilds: { productionSite: 'javascript:alert(1)', testInstallers: 'https://installers.example.com/' } });
    expect(mobileLinks()).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
