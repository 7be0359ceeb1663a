import { describe, expect, it } from 'vitest';
import { addressWithoutToken, energyEntryUrl, readEnergyEntry } from './energyEntry';

describe('energy front end entry (docs/spec/A-access-and-shell.md §2.2)', () => {
  it('carries info model id, tenant, user and locale, never the session token', () => {
    const url = energyEntryUrl({
      infoModelId: null,
      tenantId: 't1',
      userId: 'u1',
      locale: 'en',
    });
    expect(url.startsWith('/ies_energy?')).toBe(true);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      info_model_id: '',
      tenantId: 't1',
      userId: 'u1',
      locale: 'en',
    });
  });

  it('reads the token and a normalised locale back', () => {
    expect(readEnergyEntry('?token=abc&locale=zh-CN')).toEqual({ token: 'abc', locale: 'zh' });
    expect(readEnergyEntry('?tenantId=t1')).toEqual({ token: null, locale: null });
  });

  it('drops only the token from the address', () => {
    expect(
      addressWithoutToken({
        pathname: '/ies_energy',
        search: '?token=abc&tenantId=t1&locale=en',
        hash: '#x',
      }),
    ).toBe('/ies_energy?tenantId=t1&locale=en#x');
    expect(addressWithoutToken({ pathname: '/ies_energy', search: '?token=abc', hash: '' })).toBe(
      '/ies_energy',
    );
  });
});
