import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a call to a customer-given URL must not reach: this host, the networks behind it and
 * the cloud's metadata service. Without this, whoever may set a webhook address could make the
 * server call its own admin ports or the machines next to it.
 */
const NOT_PUBLIC_V4 = new BlockList();
// Apart, because a list holding IPv6 subnets also matches IPv4 addresses through their mapped form.
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, the metadata service among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');

/** True when `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = mappedIPv4(address);
    return mapped ? isPublicAddress(mapped) : !NOT_PUBLIC_V6.check(address, 'ipv6');
  }
  return !NOT_PUBLIC_V4.check(address, 'ipv4');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:1.2.3.4` or `::ffff:102:304`), else null. */
function mappedIPv4(address: string): string | null {
  const m = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(.+)$/i.exec(address);
  if (!m) return null;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** The host of a URL as an IP literal or name (brackets of an IPv6 literal taken off). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Why a call to `url` is refused before any lookup: a literal address that is not public, or a
 * name that always means this host. Null when nothing is known against it yet.
 */
export function refusedByName(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  const host = hostOf(parsed).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is this server`;
  if (isIP(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  return null;
}

/**
 * Why a call to `url` is refused: its name, or any address the name resolves to, is not public.
 * Null when it may be called. A name that does not resolve is not refused here: the call then
 * fails as any unreachable address does.
 */
export async function refusedDestination(url: string): Promise<string | null> {
  const byName = refusedByName(url);
  if (byName) return byName;
  const host = hostOf(new URL(url));
  if (isIP(host)) return null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  const inside = addresses.find((a) => !isPublicAddress(a.address));
  return inside ? `${host} resolves to ${inside.address}, not a public address` : null;
}
