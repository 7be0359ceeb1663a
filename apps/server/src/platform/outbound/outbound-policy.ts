import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { NO_OUTBOUND_ALLOW, type OutboundAllow } from '../../config/outbound-allow';
import { type InternalKind, internalKind, isLocalhostName, targetHost } from './address-classifier';

/** Answers of a name lookup (dns.lookup with `all`); tests inject their own. */
export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** A target refused: the host (or the address it resolved to) is internal and not allow-listed. */
export class OutboundRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly kind: InternalKind | 'scheme',
    readonly address?: string,
  ) {
    super(
      kind === 'scheme'
        ? `refused: ${host} is not an http(s) address`
        : `refused: ${host}${address && address !== host ? ` (${address})` : ''} is a ${kind} address`,
    );
    this.name = 'OutboundRefusedError';
  }
}

/** How long the save-time check waits for a name's answers before it lets the send-time check decide. */
const SAVE_LOOKUP_MS = 3000;

/**
 * Which addresses requests to tenant-configured targets may reach: none that is internal
 * (address-classifier) unless the operator's allow-list (OUTBOUND_ALLOW) names its host or range.
 */
export class OutboundPolicy {
  private readonly ranges = new BlockList();
  private readonly hosts: Set<string>;

  constructor(
    allow: OutboundAllow = NO_OUTBOUND_ALLOW,
    readonly resolve: Resolver = systemResolver,
  ) {
    this.hosts = new Set(allow.hosts);
    for (const range of allow.ranges) this.ranges.addSubnet(range.address, range.prefix, range.family);
  }

  hostAllowed(host: string): boolean {
    return this.hosts.has(host.toLowerCase().replace(/\.$/, ''));
  }

  /** Throws OutboundRefusedError when `host` may not connect to `address`. */
  checkAddress(host: string, address: string): void {
    if (this.hostAllowed(host)) return;
    const kind = internalKind(address);
    if (kind === undefined) return;
    const bare = address.replace(/^\[(.*)\]$/, '$1');
    if (this.ranges.check(bare, isIP(bare) === 6 ? 'ipv6' : 'ipv4')) return;
    throw new OutboundRefusedError(host, kind, bare);
  }

  /** Checks a name before any lookup: an address literal, or `localhost` and its sub-names. */
  checkHost(host: string, ip: boolean): void {
    if (ip) this.checkAddress(host, host);
    else if (isLocalhostName(host) && !this.hostAllowed(host))
      throw new OutboundRefusedError(host, 'loopback');
  }

  /**
   * The save-time check of a target: its literal address, or every address its name resolves
   * to now. A name that does not resolve (yet) is let through; the send-time check guards it.
   * Returns the refusal, or undefined when the target may be saved.
   */
  async refusal(url: string): Promise<OutboundRefusedError | undefined> {
    const target = targetHost(url);
    if (!target) return undefined; // not a URL: the contract's own pattern refuses it
    try {
      this.checkHost(target.host, target.ip);
      if (target.ip || this.hostAllowed(target.host)) return undefined;
      const answers = await withTimeout(this.resolve(target.host), SAVE_LOOKUP_MS).catch(() => []);
      for (const answer of answers) this.checkAddress(target.host, answer.address);
      return undefined;
    } catch (error) {
      if (error instanceof OutboundRefusedError) return error;
      throw error;
    }
  }

  /** The save-time check of several addresses: a field error (iot-validation.10024) for each refused one. */
  async refusedFields(
    targets: Array<{ field: string; url: string }>,
  ): Promise<Array<{ field: string; code: string }>> {
    const refusals = await Promise.all(targets.map((t) => this.refusal(t.url)));
    return targets.flatMap((t, i) => (refusals[i] ? [{ field: t.field, code: REFUSED_TARGET_CODE }] : []));
  }
}

/** The catalogue code of a refused target (why, in zh and en, at the field). */
export const REFUSED_TARGET_CODE = 'iot-validation.10024';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
