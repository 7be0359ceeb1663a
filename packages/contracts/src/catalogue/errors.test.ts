import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions/codes';
import { errorCatalogue, errorCatalogueParts, errorFamily } from './errors';
import { messagePlaceholders } from './messages';

const entries = Object.entries(errorCatalogue);
const HAN = /\p{Script=Han}/u;

describe('error catalogue', () => {
  it.each(entries)('%s has zh, en and meaning texts', (_code, entry) => {
    expect(entry.zh.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(entry.meaning.trim()).not.toBe('');
    expect(entry.zh).toMatch(HAN);
    expect(entry.en).not.toMatch(HAN);
  });

  it.each(entries)('%s uses the same placeholders in zh and en', (_code, entry) => {
    expect(messagePlaceholders(entry.zh).sort()).toEqual(messagePlaceholders(entry.en).sort());
  });

  it.each(entries)('%s answers a valid HTTP error status', (_code, entry) => {
    expect(STATUS_CODES[entry.status]).toBeDefined();
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
  });

  it('keeps the parts disjoint, so no entry silently replaces another', () => {
    const keys = errorCatalogueParts.flatMap((part) => Object.keys(part.errors));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(entries.length);
  });

  it('spells every code <family>.<number> or as a bare 5-digit number', () => {
    for (const [code] of entries) {
      expect(code).toMatch(/^(?:[a-z]+(?:-[a-z]+)*(?:\.[a-z]+)?\.\d{3,5}|\d{5})$/);
    }
  });

  it('holds every code the spec names', () => {
    const specCodes = [
      ...Array.from({ length: 22 }, (_, i) => `login.error.${String(i + 1).padStart(3, '0')}`),
      'iot-control.10013',
      'iot-control.10018',
      'iot-control.10020',
      'iot-control.10021',
      'iot-control.10022',
      'iot-control.10026',
      'iot-control.10027',
      'iot-tenant.10012',
      'iot-tenant.10016',
      'iot-tenant.10027',
      'iot-tenant.10041',
      'iot-http.401',
      'iot-http.423',
      'tenant.10007',
      'tenant.10021',
      'tenant.10046',
      'tenant.10047',
      'iot-out-wrapper.70005',
      'iot-out-wrapper.70006',
      '10001',
      '10002',
      '10003',
      '10004',
    ];
    expect(specCodes.filter((code) => !Object.hasOwn(errorCatalogue, code))).toEqual([]);
  });

  it('names only existing permission codes in its meanings', () => {
    const known = new Set<number>(PERMISSIONS.map((permission) => permission.code));
    const mentioned = entries.flatMap(([, entry]) =>
      [...entry.meaning.matchAll(/\b1\d{7}\b/g)].map((m) => Number(m[0])),
    );
    expect(mentioned.length).toBeGreaterThan(0);
    expect(mentioned.filter((code) => !known.has(code))).toEqual([]);
  });

  it('derives families from the text before the last dot', () => {
    expect(errorFamily('login.error.003')).toBe('login.error');
    expect(errorFamily('iot-out-wrapper.70006')).toBe('iot-out-wrapper');
    expect(errorFamily('10002')).toBe('numeric');
  });
});
