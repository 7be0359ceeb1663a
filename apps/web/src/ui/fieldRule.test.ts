import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { safeText } from '@ies/contracts';
import { changeLocale } from '../i18n';
import { translateKnownError } from '../i18n/translateError';
import { checkField, fieldRule, schemaRule } from './fieldRule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('contract schema rules', () => {
  const name = z.string().min(1, 'iot-validation.10002');

  it('passes what the schema accepts and rejects what it refuses', async () => {
    await expect(checkField(name, 'east')).resolves.toBeUndefined();
    await expect(checkField(name, '')).rejects.toThrow();
  });

  it('hands an empty input to the schema as the given empty value (fieldRule) or raw (schemaRule)', async () => {
    const optional = z.string().optional();
    await expect(run(fieldRule(optional), '')).resolves.toBeUndefined();
    await expect(run(schemaRule(name), '')).rejects.toThrow();
  });
});

describe('finished texts in rules (issue 27)', () => {
  it('fills the placeholders of a catalogue message in both rule kinds', async () => {
    const text = safeText({ min: 2, max: 5 });
    await changeLocale('en');
    await expect(run(schemaRule(text), 'abcdef')).rejects.toThrow('At most 5 characters');
    await expect(checkField(text, 'a')).rejects.toThrow('At least 2 characters are needed');
    await changeLocale('zh');
    await expect(run(schemaRule(text), 'abcdef')).rejects.toThrow('最多 5 个字符');
  });

  it('never shows the validation library text: a schema without codes gets catalogue text', async () => {
    await changeLocale('en');
    const plain = z.object({ n: z.number().max(3) });
    await expect(checkField(plain, { n: 'x' })).rejects.toThrow('Enter a valid number');
    await expect(checkField(plain, { n: 4 })).rejects.toThrow('Enter a number of at most 3');
    await expect(run(schemaRule(z.string()), undefined)).rejects.toThrow('This field is required');
  });

  it('takes < and > in free text', async () => {
    await expect(checkField(safeText({ min: 1, max: 64 }), '{value} > {threshold}')).resolves.toBeUndefined();
  });

  it('gives no text for a bare failure whose catalogue text needs values', async () => {
    await changeLocale('en');
    expect(translateKnownError('iot-http.413')).toBeNull();
    expect(translateKnownError('iot-http.404')).not.toBeNull();
  });
});
