/** The origins the server allows the console to reach, from its runtime configuration file. */
import { describe, expect, it } from 'vitest';
import { runtimeConfigOrigins } from './runtime-config.ts';

describe('runtimeConfigOrigins', () => {
  it('gives the API origins of the environments and the map imagery origins', () => {
    const file = JSON.stringify({
      environments: [
        { env: 'development', name: 'Development', url: '', hosts: [] },
        { env: 'qa', name: 'QA', url: 'https://api-qa.example.com/base/', hosts: [] },
      ],
      map: {
        satelliteTiles: ['https://tiles.example.net/imagery/{z}/{y}/{x}', 'https://b.tiles.example.net/{z}/{x}/{y}.jpg'],
        attribution: 'Imagery © Example',
      },
    });
    expect(runtimeConfigOrigins(file)).toEqual(['https://api-qa.example.com', 'https://tiles.example.net', 'https://b.tiles.example.net']);
  });

  it('takes a style URL, and ignores a map key that is not valid or a file that is not JSON', () => {
    expect(runtimeConfigOrigins(JSON.stringify({ environments: [], map: { style: 'https://maps.example.org/style.json' } }))).toEqual([
      'https://maps.example.org',
    ]);
    expect(runtimeConfigOrigins(JSON.stringify({ environments: [], map: { satelliteTiles: ['javascript:alert(1)'] } }))).toEqual([]);
    expect(runtimeConfigOrigins('{ not json')).toEqual([]);
  });
});
