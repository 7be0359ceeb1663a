import { isIP } from 'node:net';

/**
 * Deliberate internal targets of outbound requests (OUTBOUND_ALLOW): host names taken as they
 * are, and addresses or CIDR ranges an answer may connect to although they are internal.
 */
export interface OutboundAllow {
  /** Lower-case host names without a trailing dot. */
  hosts: string[];
  ranges: Array<{ address: string; prefix: number; family: 'ipv4' | 'ipv6' }>;
}

export const NO_OUTBOUND_ALLOW: OutboundAllow = { hosts: [], ranges: [] };

const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Reads `host, 10.0.0.5, 192.168.1.0/24, ::1` (commas or spaces). An address must be written in
 * its usual form (dotted quad, IPv6 without brackets); throws an Error naming the bad entry.
 */
export function parseOutboundAllow(raw: string | undefined): OutboundAllow {
  const allow: OutboundAllow = { hosts: [], ranges: [] };
  for (const entry of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    if (family !== 0 && extra === undefined) {
      const max = family === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? max : Number(prefixText);
      if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))
        throw new Error(`has a bad prefix in "${entry}"`);
      if (prefix > max) throw new Error(`has a prefix above ${max} in "${entry}"`);
      allow.ranges.push({ address, prefix, family: family === 4 ? 'ipv4' : 'ipv6' });
      continue;
    }
    const host = entry.toLowerCase().replace(/\.$/, '');
    // A name that looks numeric (127.1, 0x7f.1) would be an address in a URL: write it dotted.
    if (prefixText !== undefined || !HOST_NAME.test(host) || numeric(host))
      throw new Error(`has "${entry}", which is neither a host name, an IP address nor a CIDR range`);
    allow.hosts.push(host);
  }
  return allow;
}

/** A URL reads 127.1, 2130706433 or 0x7f.1 as an address: such an entry must be written dotted. */
function numeric(host: string): boolean {
  try {
    return isIP(new URL(`http://${host}/`).hostname) !== 0;
  } catch {
    return true;
  }
}
