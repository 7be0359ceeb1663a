import { describe, expect, it } from 'vitest';
import { mappedLocation } from './basePathMapping';

const at = (pathname: string, search = '', hash = '') => ({
  protocol: 'https:',
  hostname: 'www.example.com',
  pathname,
  search,
  hash,
});
const mappings = [
  { path: '/solar', host: 'solar.example.com' },
  { path: '/solar2/', host: 'solar2.example.com' },
];

describe('mappedLocation', () => {
  it('sends a path under a base path to its host with the same path, query and hash', () => {
    expect(mappedLocation(mappings, at('/solar/Login', '?from=app', '#top'))).toBe(
      'https://solar.example.com/solar/Login?from=app#top',
    );
    expect(mappedLocation(mappings, at('/solar'))).toBe('https://solar.example.com/solar');
  });

  it('tells the two solar sites apart and matches whole path segments only', () => {
    expect(mappedLocation(mappings, at('/solar2/Register'))).toBe(
      'https://solar2.example.com/solar2/Register',
    );
    expect(mappedLocation(mappings, at('/solarx/Login'))).toBeNull();
    expect(mappedLocation(mappings, at('/Login'))).toBeNull();
  });

  it('prefers the longest base path', () => {
    const nested = [
      { path: '/solar', host: 'solar.example.com' },
      { path: '/solar/eu', host: 'eu.example.com' },
    ];
    expect(mappedLocation(nested, at('/solar/eu/Login'))).toBe('https://eu.example.com/solar/eu/Login');
    expect(mappedLocation(nested, at('/solar/Login'))).toBe('https://solar.example.com/solar/Login');
  });

  it('ignores mappings to the current host and a bare root', () => {
    expect(mappedLocation([{ path: '/solar', host: 'WWW.example.com' }], at('/solar/Login'))).toBeNull();
    expect(mappedLocation([{ path: '/', host: 'other.example.com' }], at('/Login'))).toBeNull();
    expect(mappedLocation([], at('/solar'))).toBeNull();
  });
});
