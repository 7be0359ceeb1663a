import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUsername } from '../common/account';
import { catalogueErrorMap, validationErrorEnvelope, zodIssuesToFieldErrors } from './issues';
import { dashboardName } from '../common/names';
import { timedRetryTimes } from '../common/numbers';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

describe('zodIssuesToFieldErrors', () => {
  it('keeps the first issue of each field, translated', () => {
    const schema = z.object({ name: registerUsername, retries: timedRetryTimes });
    expect(zodIssuesToFieldErrors(issuesOf(schema, { name: '', retries: 11 }), 'zh')).toEqual([
      { field: 'name', code: 'login.error.013', message: '用户名不能为空' },
      { field: 'retries', code: '10002', message: '请输入 0–10 之间的数字' },
    ]);
  });

  it('fills {min} and {max} from size issues', () => {
    const schema = z.object({ title: dashboardName });
    expect(zodIssuesToFieldErrors(issuesOf(schema, { title: 'a' }), 'en')).toEqual([
      { field: 'title', code: 'iot-validation.10003', message: 'At least 2 characters are needed' },
    ]);
    expect(zodIssuesToFieldErrors(issuesOf(schema, { title: 'x'.repeat(40) }), 'en')[0]?.message).toBe(
      'At most 32 characters',
    );
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ periods: z.array(z.object({ name: dashboardName })) });
    const [error] = zodIssuesToFieldErrors(
      issuesOf(schema, { periods: [{ name: 'ok' }, { name: '' }] }),
      'en',
    );
    expect(error?.field).toBe('periods.1.name');
  });

  it('maps messages that are not catalogue codes to generic codes', () => {
    const plain = z.object({ age: z.number(), on: z.boolean() });
    expect(zodIssuesToFieldErrors(issuesOf(plain, { age: 'x', on: 'x' }), 'en')).toEqual([
      { field: 'age', code: 'iot-validation.10020', message: 'Enter a valid number' },
      { field: 'on', code: 'iot-validation.10002', message: 'The value is invalid' },
    ]);
    const strict = z.strictObject({ a: z.string() });
    expect(zodIssuesToFieldErrors(issuesOf(strict, { a: 'x', b: 1 }), 'zh')).toEqual([
      { field: '', code: 'iot-validation.10014', message: '包含不支持的字段' },
    ]);
  });

  it('builds the iot-http.422 envelope', () => {
    const schema = z.object({ name: registerUsername });
    expect(validationErrorEnvelope(issuesOf(schema, { name: '9' }), 'en')).toEqual({
      code: 'iot-http.422',
      message: 'Some input is invalid, please check the marked fields',
      data: {
        fields: [
          {
            field: 'name',
            code: 'login.error.008',
            message: 'The username must start with a letter and be 2–20 letters, digits or underscores',
          },
        ],
      },
    });
  });
});

describe('catalogueErrorMap: every zod issue has a catalogue code and a finished text', () => {
  const LIBRARY_TEXT =
    /Invalid (input|option|string|number)|expected .* received|Too (big|small)|Unrecognized key|\{\w+\}/;
  const plain = z.object({
    name: z.string().min(3).max(5),
    tags: z.array(z.string()).min(1).max(2),
    count: z.number().int().min(2).max(9),
    kind: z.enum(['a', 'b']),
    nested: z.object({ x: z.string() }),
    mail: z.email(),
    either: z.union([z.string(), z.number()]),
  });
  const fieldsOf = (value: unknown, locale: 'zh' | 'en') =>
    zodIssuesToFieldErrors(plain.safeParse(value, { error: catalogueErrorMap }).error?.issues ?? [], locale);

  it('tells a missing value from a wrong one', () => {
    const fields = fieldsOf({ tags: 'x', count: 'x', kind: 'c', nested: 1, mail: 'x', either: true }, 'en');
    expect(Object.fromEntries(fields.map((f) => [f.field, f.code]))).toEqual({
      name: 'iot-validation.10001',
      tags: 'iot-validation.10002',
      count: 'iot-validation.10020',
      kind: 'iot-validation.10007',
      nested: 'iot-validation.10002',
      mail: 'iot-validation.10002',
      either: 'iot-validation.10002',
    });
  });

  it('fills the bounds of sizes and ranges', () => {
    const base = { kind: 'a', nested: { x: 'x' }, mail: 'a@example.com', either: 1 };
    const short = fieldsOf({ ...base, name: 'ab', tags: [], count: 1 }, 'en');
    expect(short.map((f) => f.message)).toEqual([
      'At least 3 characters are needed',
      'Choose at least 1 items',
      'Enter a number of at least 2',
    ]);
    const long = fieldsOf({ ...base, name: 'abcdef', tags: ['a', 'b', 'c'], count: 10 }, 'zh');
    expect(long.map((f) => f.message)).toEqual(['最多 5 个字符', '最多 2 项', '请输入不大于 9 的数字']);
    expect(fieldsOf({ ...base, name: 'abc', tags: ['a'], count: 2.5 }, 'en')[0]?.code).toBe(
      'iot-validation.10005',
    );
  });

  it('never leaves library text or a placeholder, in zh or en', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const value of [undefined, null, 'x', [], {}, { name: 1, tags: [1], count: 1e308, extra: 1 }]) {
        for (const field of fieldsOf(value, locale)) expect(field.message).not.toMatch(LIBRARY_TEXT);
      }
    }
  });
});
