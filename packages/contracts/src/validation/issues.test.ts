import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerUsername } from './account';
import { validationErrorEnvelope, zodIssuesToFieldErrors } from './issues';
import { dashboardName } from './names';
import { timedRetryTimes } from './numbers';

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
    const plain = z.object({ age: z.number() });
    expect(zodIssuesToFieldErrors(issuesOf(plain, { age: 'x' }), 'en')).toEqual([
      { field: 'age', code: 'iot-validation.10002', message: 'The value is invalid' },
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
