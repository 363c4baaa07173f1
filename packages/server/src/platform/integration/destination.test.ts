import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedByName, refusedDestination } from './destination.js';

describe('outbound destinations', () => {
  it('tells public addresses from this host, private networks and the metadata service', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '203.0.114.9', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not-an-ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });

  it('refuses by name what always means this host or a private network, before any lookup', () => {
    expect(refusedByName('http://localhost:8080/x')).toBe('localhost is this server');
    expect(refusedByName('http://api.localhost/x')).toBe('api.localhost is this server');
    expect(refusedByName('http://[::1]/x')).toBe('::1 is not a public address');
    // The URL parser reads 2130706433 as 127.0.0.1.
    expect(refusedByName('http://2130706433/x')).toBe('127.0.0.1 is not a public address');
    expect(refusedByName('https://hooks.example.com/x')).toBeNull();
    expect(refusedByName('https://8.8.8.8/x')).toBeNull();
  });

  it('refuses a name that resolves to this host, and leaves an unknown name to fail as unreachable', async () => {
    await expect(refusedDestination('http://localhost/x')).resolves.toBe('localhost is this server');
    await expect(refusedDestination('http://no-such-host.invalid/x')).resolves.toBeNull();
  });
});
