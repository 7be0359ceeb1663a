import type { ThingOperation } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { paramFieldErrors, paramNameOfServerField, paramsFromForm } from './paramForm';

const operation: ThingOperation = {
  name: 'set_power',
  zh: '设置功率',
  objectid: 1,
  methodid: 1,
  show_in_control: true,
  needs_response: true,
  params: [
    { name: 'power', type: 'float', required: true, min: -100, max: 100 },
    { name: 'count', type: 'int', required: false, min: 0, max: 5 },
    { name: 'mode', type: 'string', required: false, enum: ['eco', 'boost'] },
    { name: 'raw', type: 'string', required: false, hex: true },
    { name: 'label', type: 'string', required: false, max: 4 },
  ],
};

describe('command parameter form', () => {
  it('turns form values into params, leaving out empty fields', () => {
    expect(paramsFromForm(operation, { power: '12.5', count: 2, mode: '', raw: undefined })).toEqual({
      power: 12.5,
      count: 2,
    });
  });

  it('gives every failing field its catalogue code, as the server does', () => {
    const errors = paramFieldErrors(operation, {
      power: 101,
      count: 1.5,
      mode: 'fast',
      raw: 'abc',
      label: 'too long',
    });
    expect(Object.fromEntries(errors.map((e) => [e.name, e.code]))).toEqual({
      power: '10002',
      count: 'iot-validation.10005',
      mode: 'iot-validation.10007',
      raw: 'iot-validation.10011',
      label: 'iot-validation.10004',
    });
    expect(errors.find((e) => e.name === 'power')?.params).toEqual({ min: -100, max: 100 });
  });

  it('requires required parameters and accepts a valid form', () => {
    expect(paramFieldErrors(operation, {})).toEqual([
      { name: 'power', code: 'iot-validation.10001', params: undefined },
    ]);
    expect(
      paramFieldErrors(operation, { power: -100, count: 5, mode: 'eco', raw: '0AFF', label: 'ab' }),
    ).toEqual([]);
    expect(paramFieldErrors(operation, { power: 'x' })[0]?.code).toBe('iot-validation.10020');
  });

  it('maps server field names back to the form', () => {
    expect(paramNameOfServerField('commands.0.params.power')).toBe('power');
    expect(paramNameOfServerField('interval_seconds')).toBeUndefined();
  });
});
