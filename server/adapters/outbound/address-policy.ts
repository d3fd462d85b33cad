import net from 'node:net';

/**
 * Which IP addresses outbound requests (webhooks) may connect to: public unicast only. A URL that a
 * customer typed must never reach our own machine, the private network behind it, cloud metadata
 * endpoints (169.254.169.254) or anything that is not a public host on the internet.
 *
 * IPv4 is a deny list of the special-purpose ranges (RFC 6890 and its updates). IPv6 is an allow
 * list: only global unicast (2000::/3) minus its special ranges, plus IPv4-mapped addresses, which
 * are judged as the IPv4 address they carry. The range arithmetic is node's `net.BlockList`, which
 * also matches an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in either notation) against IPv4 rules.
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

/**
 * The special ranges inside global unicast (2000::/3) that are never contacted. Everything outside
 * 2000::/3 is refused anyway: ::, ::1, IPv4-compatible ::a.b.c.d, 64:ff9b::/96 (NAT64 could reach
 * any IPv4 address), 100::/64 (discard), fc00::/7 (unique local), fe80::/10 (link-local),
 * fec0::/10 (site-local) and ff00::/8 (multicast).
 */
const REFUSED_IPV6: readonly (readonly [string, number])[] = [
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['2002::', 16], // 6to4, which carries an IPv4 address to tunnel to
];

const REFUSED = new net.BlockList();
for (const [first, prefix] of REFUSED_IPV4) REFUSED.addSubnet(first, prefix, 'ipv4');
for (const [first, prefix] of REFUSED_IPV6) REFUSED.addSubnet(first, prefix, 'ipv6');

const GLOBAL_UNICAST = new net.BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

const IPV4_MAPPED = new net.BlockList();
IPV4_MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/**
 * True when `address` (an IP address as text, IPv4 or IPv6, without brackets) is a public unicast
 * address an outbound request may connect to. Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (net.isIPv4(bare)) return !REFUSED.check(bare, 'ipv4');
  if (!net.isIPv6(bare)) return false;
  // A zone (fe80::1%eth0) names an interface, not a different address.
  const ipv6 = bare.split('%')[0] ?? '';
  if (!GLOBAL_UNICAST.check(ipv6, 'ipv6') && !IPV4_MAPPED.check(ipv6, 'ipv6')) return false;
  return !REFUSED.check(ipv6, 'ipv6');
}

/** Decides per resolved address; the default is `isPublicAddress` (tests may allow a local fake). */
export type AddressPolicy = (address: string) => boolean;
