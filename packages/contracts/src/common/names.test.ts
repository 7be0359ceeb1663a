import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  alarmTemplate,
  dashboardName,
  genericName,
  kanbanDescription,
  menuField,
  searchText,
  simPoolId,
  strategyName,
  systemName,
} from './names';

const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('genericName (2–64 Chinese, letters, hyphen, digits, underscore)', () => {
  it.each([
    ['', 'iot-validation.10001'],
    ['a', '10001'],
    ['站', '10001'],
    ['ab', undefined],
    ['储能站-01_A', undefined],
    ['站'.repeat(64), undefined],
    ['站'.repeat(65), '10001'],
    ['a'.repeat(64), undefined],
    ['a'.repeat(65), '10001'],
    ['Station 1', '10001'],
    ['站点#1', '10001'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(genericName, value)).toBe(code);
  });
});

describe('strategyName (1–24 Chinese, letters, digits, underscore)', () => {
  it.each([
    ['', 'iot-validation.10001'],
    ['峰', undefined],
    ['策'.repeat(24), undefined],
    ['策'.repeat(25), 'iot-strategy.10005'],
    ['peak-1', 'iot-strategy.10005'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(strategyName, value)).toBe(code);
  });
});

describe('menuField (letter first, letters, digits, underscore, ≤32)', () => {
  it.each([
    ['a', undefined],
    [`a${'b'.repeat(31)}`, undefined],
    [`a${'b'.repeat(32)}`, 'iot-menu.10007'],
    ['1menu', 'iot-menu.10007'],
    ['menu-x', 'iot-menu.10007'],
  ])('%j → %s', (value, code) => {
    expect(codeOf(menuField, value)).toBe(code);
  });
});

describe('free texts', () => {
  it('bounds dashboard names at 2–32 with {min}/{max} codes', () => {
    expect(codeOf(dashboardName, 'a')).toBe('iot-validation.10003');
    expect(codeOf(dashboardName, 'ab')).toBeUndefined();
    expect(codeOf(dashboardName, 'x'.repeat(32))).toBeUndefined();
    expect(codeOf(dashboardName, 'x'.repeat(33))).toBe('iot-validation.10004');
    expect(codeOf(dashboardName, 'a"b')).toBe('iot-validation.10027');
    expect(codeOf(dashboardName, 'a < b > c')).toBeUndefined();
  });

  it('takes the longer reading of the system name limit (32)', () => {
    expect(codeOf(systemName, 'x'.repeat(20))).toBeUndefined();
    expect(codeOf(systemName, 'x'.repeat(21))).toBe('iot-validation.10004');
  });

  it('allows line breaks, quotes, < and > in multi-line texts, not invisible characters', () => {
    expect(codeOf(kanbanDescription, 'Line one\nIt\'s "fine"')).toBeUndefined();
    expect(codeOf(kanbanDescription, 'a')).toBe('iot-validation.10003');
    expect(codeOf(kanbanDescription, 'x'.repeat(1025))).toBe('iot-validation.10004');
    expect(codeOf(kanbanDescription, 'see <img src=x>')).toBeUndefined();
    expect(codeOf(kanbanDescription, 'ab\u202Ecd')).toBe('iot-validation.10028');
    expect(codeOf(alarmTemplate, '{value} > {threshold}')).toBeUndefined();
    expect(codeOf(alarmTemplate, '')).toBe('iot-alert.10004');
    expect(codeOf(alarmTemplate, 'x'.repeat(1024))).toBeUndefined();
    expect(codeOf(alarmTemplate, 'x'.repeat(1025))).toBe('iot-alert.10004');
  });

  it('refuses quotes and backslashes in searches', () => {
    expect(codeOf(searchText, '')).toBeUndefined();
    expect(codeOf(searchText, '储能 站')).toBeUndefined();
    expect(codeOf(searchText, "a'b")).toBe('iot-validation.10010');
    expect(codeOf(searchText, 'a\\b')).toBe('iot-validation.10010');
  });

  it('keeps SIM identifiers to letters, digits and underscore', () => {
    expect(codeOf(simPoolId, 'pool_1')).toBeUndefined();
    expect(codeOf(simPoolId, 'x'.repeat(40))).toBeUndefined();
    expect(codeOf(simPoolId, 'x'.repeat(41))).toBe('iot-validation.10004');
    expect(codeOf(simPoolId, 'pool 1')).toBe('iot-validation.10019');
    expect(codeOf(simPoolId, '卡池')).toBe('iot-validation.10019');
  });
});
