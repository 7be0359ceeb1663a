import { describe, expect, it } from 'vitest';
import { parseOutboundAllow } from '../../config/outbound-allow';
import { internalKind, targetHost } from './address-classifier';
import { OutboundPolicy } from './outbound-policy';
import { INTERNAL_TARGETS } from '../../test/outbound/outbound-test-helpers';

describe('address classifier', () => {
  it.each(INTERNAL_TARGETS)('%s is %s', async (url, kind) => {
    const target = targetHost(url);
    expect(target).toBeDefined();
    const refusal = await new OutboundPolicy(undefined, async () => []).refusal(url);
    expect(refusal?.kind).toBe(kind);
    if (target?.ip) expect(internalKind(target.host)).toBe(kind);
  });

  it.each([
    ['https://hooks.example.com/x', 'hooks.example.com'],
    ['http://8.8.8.8/', '8.8.8.8'],
    ['http://134744072/', '8.8.8.8'],
    ['http://[2606:4700:4700::1111]/', '2606:4700:4700::1111'],
    ['http://[::ffff:8.8.8.8]/', '::ffff:808:808'],
    ['http://172.32.0.1/', '172.32.0.1'],
    ['http://100.128.0.1/', '100.128.0.1'],
    ['http://192.169.0.1/', '192.169.0.1'],
  ])('%s is public (%s)', async (url, host) => {
    expect(targetHost(url)?.host).toBe(host);
    expect(await new OutboundPolicy(undefined, async () => []).refusal(url)).toBeUndefined();
  });

  it('judges a name by every address it resolves to', async () => {
    const policy = new OutboundPolicy(undefined, async (name) =>
      name === 'rebind.example.com'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]
        : [{ address: '93.184.216.34', family: 4 }],
    );
    expect((await policy.refusal('https://rebind.example.com/'))?.kind).toBe('loopback');
    expect(await policy.refusal('https://ok.example.com/')).toBeUndefined();
  });

  it('lets the allow-list name hosts and ranges, and nothing else', async () => {
    const allow = parseOutboundAllow('hooks.internal, 10.1.2.3 192.168.10.0/24,fd00::/8');
    const policy = new OutboundPolicy(allow, async () => [{ address: '10.9.9.9', family: 4 }]);
    expect(await policy.refusal('http://hooks.internal/')).toBeUndefined();
    expect(await policy.refusal('http://10.1.2.3/')).toBeUndefined();
    expect(await policy.refusal('http://192.168.10.77/')).toBeUndefined();
    expect(await policy.refusal('http://[fd00::5]/')).toBeUndefined();
    expect((await policy.refusal('http://10.1.2.4/'))?.kind).toBe('private');
    expect((await policy.refusal('http://192.168.11.1/'))?.kind).toBe('private');
    expect((await policy.refusal('http://other.internal/'))?.kind).toBe('private');
    expect((await policy.refusal('http://127.0.0.1/'))?.kind).toBe('loopback');
  });

  it.each(['127.1', '0x7f.1', '10.0.0.0/33', 'http://x', 'a b/c', '::1/129', '10.0.0.0/8/8', '-bad.example'])(
    'refuses the allow-list entry %s',
    (entry) => {
      expect(() => parseOutboundAllow(entry)).toThrow();
    },
  );
});
