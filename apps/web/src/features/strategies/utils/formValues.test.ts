import { describe, expect, it } from 'vitest';
import { checkValues, copyName, rangeBody } from './formValues';

const range = {
  start: '00:00',
  end: '23:59',
  mode: 'peak_shaving' as const,
  charge_power_kw: 50,
  discharge_power_kw: 50,
  soc_min: 10,
  soc_max: 90,
  grid_import_threshold_kw: 80,
  demand_target_kw: 12,
};

describe('strategy form values', () => {
  it('drops the fields of other modes and sends empty inputs as null', () => {
    expect(rangeBody({ ...range, max_export_kw: undefined })).toEqual({
      start: '00:00',
      end: '23:59',
      mode: 'peak_shaving',
      charge_power_kw: 50,
      discharge_power_kw: 50,
      soc_min: 10,
      soc_max: 90,
      grid_import_threshold_kw: 80,
    });
    expect(rangeBody({ ...range, mode: 'anti_reflux' })).toMatchObject({ max_export_kw: null });
  });

  it('accepts a valid strategy and names each broken field by its path', () => {
    expect(checkValues({ name: 'tou_1', remark: '', ranges: [range] })).toHaveProperty('body');
    const checked = checkValues({
      name: 'bad name!',
      remark: '',
      ranges: [
        { ...range, end: '12:00', charge_power_kw: 1.2345 },
        { ...range, start: '12:00', mode: 'demand_control', demand_target_kw: null },
      ],
    });
    if (!('issues' in checked)) throw new Error('expected issues');
    const fields = checked.issues.map((issue) => issue.field);
    expect(fields).toContain('name');
    expect(fields).toContain('ranges.0.charge_power_kw');
    expect(fields).toContain('ranges.1.demand_target_kw');
    expect(checked.issues.every((issue) => !issue.message.startsWith('iot-'))).toBe(true);
  });

  it('cuts a copy name to 24 characters', () => {
    expect(copyName('a'.repeat(24), '_copy')).toBe(`${'a'.repeat(19)}_copy`);
  });
});
