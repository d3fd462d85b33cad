import net from 'node:net';

/**
 * Which IP addresses outbound requests (webhooks) may connect to: public unicast only. A URL that a
 * customer typed must never reach our own machine, the private network behind it, cloud metadata
 * endpoints (169.254.169.254) or anything that is not a public host on the internet.
 *
 * IPv4 is a deny list of the special-purpose ranges (RFC 6890 and its updates). IPv6 is an allow
 * list: only global unicast (2000::/3) minus its special ranges, plus IPv4-mapped addresses, which
 * are judged as the IPv4 address they carry.
 */

/** [first address, prefix length] of the IPv4 ranges that are never contacted. */
const REFUSED_IPV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

function ipv4ToNumber(address: string): number {
  const parts = address.split('.').map(Number);
  return (((parts[0] ?? 0) << 24) | ((parts[1] ?? 0) << 16) | ((parts[2] ?? 0) << 8) | (parts[3] ?? 0)) >>> 0;
}

function isInIpv4Range(value: number, first: string, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === (ipv4ToNumber(first) & mask) >>> 0;
}

function isPublicIpv4(address: string): boolean {
  const value = ipv4ToNumber(address);
  return !REFUSED_IPV4.some(([first, prefix]) => isInIpv4Range(value, first, prefix));
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 read). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  let tail: number[] = [];
  if (text.includes('.')) {
    const lastColon = text.lastIndexOf(':');
    const dotted = text.slice(lastColon + 1);
    if (!net.isIPv4(dotted)) return null;
    const value = ipv4ToNumber(dotted);
    tail = [value >>> 16, value & 0xffff];
    text = text.slice(0, lastColon + 1);
    // '1:2:3:4:5:6:' loses its separator; '::ffff:' keeps '::ffff', '::' stays '::'.
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const headGroups = parse(head);
  const restGroups = rest === undefined ? [] : parse(rest);
  const known = headGroups.length + restGroups.length + tail.length;
  if (known > 8 || (rest === undefined && known !== 8)) return null;
  const zeros = new Array<number>(8 - known).fill(0);
  const groups = [...headGroups, ...zeros, ...restGroups, ...tail];
  if (groups.some((group) => Number.isNaN(group) || group < 0 || group > 0xffff)) return null;
  return groups;
}

function isPublicIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  // IPv4-mapped (::ffff:a.b.c.d): the connection goes to that IPv4 address.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return isPublicIpv4(`${g6 >>> 8}.${g6 & 0xff}.${g7 >>> 8}.${g7 & 0xff}`);
  }
  // Only global unicast 2000::/3; this refuses ::, ::1, IPv4-compatible ::a.b.c.d, 64:ff9b::/96
  // (NAT64 could reach any IPv4 address), 100::/64 (discard), fc00::/7 (unique local), fe80::/10
  // (link-local), fec0::/10 (site-local) and ff00::/8 (multicast).
  if ((g0 & 0xe000) !== 0x2000) return false;
  // Teredo (2001::/32), benchmarking (2001:2::/48), ORCHID (2001:10::/28, 2001:20::/28), documentation
  // (2001:db8::/32, 3fff::/20) and 6to4 (2002::/16, which carries an IPv4 address to tunnel to).
  if (g0 === 0x2001 && g1 === 0x0000) return false;
  if (g0 === 0x2001 && g1 === 0x0002 && g2 === 0x0000) return false;
  if (g0 === 0x2001 && (g1 & 0xffe0) === 0x0020) return false;
  if (g0 === 0x2001 && (g1 & 0xfff0) === 0x0010) return false;
  if (g0 === 0x2001 && g1 === 0x0db8) return false;
  if (g0 === 0x3fff && (g1 & 0xf000) === 0x0000) return false;
  if (g0 === 0x2002) return false;
  return true;
}

/**
 * True when `address` (an IP address as text, IPv4 or IPv6, without brackets) is a public unicast
 * address an outbound request may connect to. Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (net.isIPv4(bare)) return isPublicIpv4(bare);
  if (net.isIPv6(bare)) return isPublicIpv6(bare);
  return false;
}

/** Decides per resolved address; the default is `isPublicAddress` (tests may allow a local fake). */
export type AddressPolicy = (address: string) => boolean;
