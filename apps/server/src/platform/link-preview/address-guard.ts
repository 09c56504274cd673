import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Where an address may be fetched from. An allow-list, not a deny-list: an IPv4 address must be
 * ordinary unicast (ipaddr.js names every special range: private 10/8, 172.16/12, 192.168/16,
 * loopback, link-local with the cloud metadata address 169.254.169.254, CGNAT 100.64/10,
 * multicast, broadcast, 0/8, reserved and documentation ranges); an IPv6 address must be global
 * unicast (2000::/3) outside the special ranges (fc00::/7 with AWS's metadata fd00:ec2::254,
 * fe80::/10, ::1, Teredo, documentation ...).
 *
 * IPv6 forms that carry an IPv4 address inside (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d,
 * translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16) are judged
 * by the IPv4 address they lead to, so ::ffff:127.0.0.1 is loopback and 64:ff9b::a00:1 is 10.0.0.1.
 */
export interface AddressPolicy {
  /** CIDR ranges let through although special: only tests set it (a local HTTP server on 127.0.0.1). */
  allowedRanges?: readonly string[];
}

/** The IPv4 address an IPv6 address stands for, when it is one of the forms that embed one. */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  const v4 = (at: number) => new ipaddr.IPv4(bytes.slice(at, at + 4));
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return v4(12);
  if (range === '6to4') return v4(2);
  // IPv4-compatible (deprecated) ::a.b.c.d, and with it :: and ::1 ranges' neighbours (::2 ...).
  if (zeros(0, 12) && range !== 'unspecified' && range !== 'loopback') return v4(12);
  return null;
}

function parse(address: string): Address | null {
  // Zone ids (fe80::1%eth0) are link-local anyway; ipaddr.js keeps them out of the bytes.
  if (!ipaddr.isValid(address)) return null;
  try {
    return ipaddr.parse(address);
  } catch {
    return null;
  }
}

function isPublic(address: Address): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range() === 'unicast';
  const [first] = v6.parts;
  return (first! & 0xe000) === 0x2000 && v6.range() === 'unicast';
}

function inRanges(address: Address, ranges: readonly string[]): boolean {
  const candidates: Address[] = [address];
  if (address.kind() === 'ipv6') {
    const inner = embeddedIPv4(address as ipaddr.IPv6);
    if (inner) candidates.push(inner);
  }
  return ranges.some((cidr) => {
    const [base, bits] = ipaddr.parseCIDR(cidr);
    return candidates.some((candidate) => candidate.kind() === base.kind() && candidate.match(base, bits));
  });
}

/** The reason an address may not be fetched from, or null when it may. */
export function refusedAddress(address: string, policy: AddressPolicy = {}): string | null {
  const parsed = parse(address);
  if (!parsed) return 'not an IP address';
  if (policy.allowedRanges?.length && inRanges(parsed, policy.allowedRanges)) return null;
  if (isPublic(parsed)) return null;
  const v6inner = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : null;
  return (v6inner ?? parsed).range();
}
