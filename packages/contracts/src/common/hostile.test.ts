import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  businessId,
  email,
  graphicCode,
  loginUsername,
  mobile,
  password,
  personalText,
  personName,
  registerUsername,
  subUserName,
  verificationCode,
} from './account';
import { deviceId, deviceKey, deviceTypeName, firmwareVersion } from '../device/validation';
import { dashboardName, genericName, menuField, simPoolId, strategyName, systemName } from './names';

/** Pattern validators: a closed character set. */
const patternValidators: Record<string, z.ZodType> = {
  loginUsername,
  registerUsername,
  password,
  email,
  mobile,
  verificationCode,
  graphicCode,
  businessId,
  personName,
  subUserName,
  genericName,
  strategyName,
  menuField,
  simPoolId,
  deviceId,
  deviceKey,
  deviceTypeName,
  firmwareVersion,
};

/**
 * Free-text validators: any words, `<` and `>` included (escaped where shown), but no quotes,
 * backslash or invisible characters.
 */
const freeTextValidators: Record<string, z.ZodType> = { personalText, dashboardName, systemName };

const hostile = {
  html: '<script>alert(1)</script>',
  htmlAttribute: '"><img src=x onerror=alert(1)>',
  sqlQuote: "' OR '1'='1",
  sqlStatement: "ab'; DROP TABLE users; --",
  rtlOverride: 'ab\u202Ecd',
  rtlMark: '\u200Fabcd',
  zeroWidth: 'ab\u200Bcd',
  nul: 'ab\u0000cd',
  newline: 'ab\ncd',
  huge: 'a'.repeat(10_000),
  hugeDigits: '1'.repeat(10_000),
};

const strictValidators = { ...patternValidators, ...freeTextValidators };

describe('strict validators refuse hostile input', () => {
  for (const [name, schema] of Object.entries(patternValidators)) {
    it.each(Object.entries(hostile))(`${name} refuses %s`, (_kind, value) => {
      expect(schema.safeParse(value).success).toBe(false);
    });
  }
  const { html, ...hostileToFreeText } = hostile;
  for (const [name, schema] of Object.entries(freeTextValidators)) {
    it.each(Object.entries(hostileToFreeText))(`${name} refuses %s`, (_kind, value) => {
      expect(schema.safeParse(value).success).toBe(false);
    });
    it(`${name} takes markup as text`, () => {
      expect(schema.safeParse('<b>a</b> > c').success).toBe(true);
    });
  }

  for (const [name, schema] of Object.entries(patternValidators)) {
    it(`${name} refuses SQL keywords with spaces`, () => {
      expect(schema.safeParse('1 UNION SELECT pw').success).toBe(false);
    });
  }

  it('stays fast on 10k-character input', () => {
    const started = performance.now();
    for (const schema of Object.values(strictValidators)) {
      for (const value of [hostile.huge, hostile.hugeDigits, `${hostile.huge}@${hostile.huge}.com`])
        schema.safeParse(value);
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});
