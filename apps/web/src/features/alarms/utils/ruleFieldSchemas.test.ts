import { ALARM_HANDLE_METHOD, ALARM_HANDLER, ALARM_WEBHOOK_URL_MAX } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { checkField, maxLengthOf } from '../../../ui/fieldRule';
import { commandFields, ruleFields, targetSchema } from './ruleFieldSchemas';

// The alarm forms' limits come from the contract: the input lengths are the schemas' own, and the
// checks reject what the server rejects.
describe('alarm form field schemas', () => {
  it('limit the inputs to the contract lengths', () => {
    expect(maxLengthOf(ruleFields.handler)).toBe(ALARM_HANDLER.max);
    expect(maxLengthOf(ruleFields.handleMethod)).toBe(ALARM_HANDLE_METHOD.max);
    expect(maxLengthOf(targetSchema('webhook'))).toBe(ALARM_WEBHOOK_URL_MAX);
    expect(maxLengthOf(ruleFields.minusPoint)).toBe(maxLengthOf(ruleFields.point));
    expect(maxLengthOf(ruleFields.point)).toBeGreaterThan(0);
  });

  it('reject a handler one character over the limit and accept the limit', async () => {
    await expect(checkField(ruleFields.handler, 'x'.repeat(ALARM_HANDLER.max))).resolves.toBeUndefined();
    await expect(checkField(ruleFields.handler, 'x'.repeat(ALARM_HANDLER.max + 1))).rejects.toThrow();
  });

  it('check the command and quiet-hour fields by their schemas', async () => {
    await expect(checkField(commandFields.operation, undefined)).rejects.toThrow();
    await expect(checkField(ruleFields.quietStart, '25:00')).rejects.toThrow();
    await expect(checkField(ruleFields.quietStart, '22:00')).resolves.toBeUndefined();
    await expect(checkField(ruleFields.hysteresis, -1)).rejects.toThrow();
  });
});
