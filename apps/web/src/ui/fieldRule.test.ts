import { z } from 'zod';
import { describe, expect, it } from 'vitest';
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
