import { BlockList, isIP } from 'node:net';

/** Why an address is no target for a request a tenant configured. */
export type InternalKind =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

// IANA special-purpose registries (RFC 6890 and successors): every range not routed on the internet.
const RANGES: Array<[kind: InternalKind, address: string, prefix: number, family: 'ipv4' | 'ipv6']> = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['shared', '100.64.0.0', 10, 'ipv4'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '192.0.2.0', 24, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '198.51.100.0', 24, 'ipv4'],
  ['reserved', '203.0.113.0', 24, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  ['reserved', '100::', 64, 'ipv6'],
  ['reserved', '2001:db8::', 32, 'ipv6'],
  ['unique-local', 'fc00::', 7, 'ipv6'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['reserved', 'fec0::', 10, 'ipv6'],
  ['multicast', 'ff00::', 8, 'ipv6'],
];
const LISTS = new Map<InternalKind, BlockList>();
for (const [kind, address, prefix, family] of RANGES) {
  const list = LISTS.get(kind) ?? new BlockList();
  list.addSubnet(address, prefix, family);
  LISTS.set(kind, list);
}

/**
 * The IPv4 address an IPv6 address carries, in the forms that reach it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(address: string): string | undefined {
  const words = ipv6Words(address);
  if (!words) return undefined;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && (words[5] === 0xffff || words[5] === 0)) return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6] ?? 0, words[7] ?? 0);
  if (words[0] === 0x2002) return v4(words[1] ?? 0, words[2] ?? 0);
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (a dotted IPv4 tail included). */
function ipv6Words(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((w) => Number.parseInt(w, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const words = [...left, ...fill, ...right];
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff)
    ? words
    : undefined;
}

/**
 * What kind of internal address `address` is (an IP address as node prints it, v4 or v6), or
 * undefined for a public one. IPv6 forms that carry an IPv4 address are judged by that address.
 */
export function internalKind(address: string): InternalKind | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1').split('%')[0] ?? '';
  const family = isIP(bare);
  if (family === 0) return 'reserved';
  if (family === 4 && bare === '255.255.255.255') return 'broadcast';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const [kind, list] of LISTS) if (list.check(bare, type)) return kind;
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return internalKind(v4);
  }
  return undefined;
}

/**
 * The host of a URL as a connection would use it: an IP address in its canonical form (URL
 * parsing turns 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1; [::ffff:127.0.0.1] into
 * ::ffff:7f00:1), or a lower-case name without its trailing dot. Schemes without that parsing
 * (rtsp, rtmp) are read as http would read their host. Undefined when there is no host.
 */
export function targetHost(url: string): { host: string; ip: boolean } | undefined {
  let hostname: string;
  try {
    const parsed = new URL(url);
    if (!parsed.host) return undefined;
    hostname = new URL(`http://${parsed.host}/`).hostname;
  } catch {
    return undefined;
  }
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 0) return { host: bare, ip: true };
  return { host: bare.replace(/\.$/, ''), ip: false };
}

/** `localhost` and names under it always mean this machine (RFC 6761), whatever DNS says. */
export const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');
