/** The site's address rules (site-write.ts): what the form and PUT /v3/admin/sites/{id} take as an IP address and a host. */
import { describe, expect, it } from 'vitest';
import { isHostName, isIpAddress } from './site-write';

describe('a site’s addresses', () => {
  it('takes IPv4 in dotted quads of 0-255 and IPv6, nothing else', () => {
    for (const ip of ['10.21.4.15', '0.0.0.0', '255.255.255.255', '::1', 'fe80::1', '2001:db8:85a3::8a2e:370:7334', '::ffff:10.0.0.1'])
      expect(isIpAddress(ip), ip).toBe(true);
    for (const ip of ['999.1.1.1', '10.21.4', '10.21.4.15.1', '010.1.1.1', '1.2.3.-4', 'fe80::1::2', 'gggg::1', 'dal-sql01', '', ' 10.0.0.1'])
      expect(isIpAddress(ip), ip).toBe(false);
  });

  it('takes a host name of letters, digits and inner hyphens per label, or an IP address', () => {
    for (const host of ['dal-sql01.premise.internal', 'localhost', 'db1', '10.21.4.15', '::1', `${'a'.repeat(63)}.example.com`])
      expect(isHostName(host), host).toBe(true);
    for (const host of [
      'bad host name!',
      '-dal.example.com',
      'dal-.example.com',
      'dal..example.com',
      'dal_sql01',
      '999.1.1.1',
      `${'a'.repeat(64)}.example.com`,
      '',
    ])
      expect(isHostName(host), host).toBe(false);
  });
});
