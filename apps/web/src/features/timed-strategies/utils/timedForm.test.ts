import { timedStrategyInputSchema } from '@ies/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toInput } from './timedForm';

const STATION = '11111111-1111-4111-8111-111111111111';

describe('timed strategy form values', () => {
  it('sends a weekly strategy the contract accepts, times of day as typed', () => {
    const input = toInput(STATION, {
      name: '每周巡检',
      device_id: 'dev-1',
      repeat_mode: 'cycle',
      cycle: 'week',
      every: 1,
      weekdays: [1, 4],
      run_time: dayjs('2030-01-01 08:30', 'YYYY-MM-DD HH:mm'),
      effective_at: dayjs('2030-01-01T00:00:00Z'),
      failure_at: dayjs('2031-01-01T00:00:00Z'),
      commands: [{ operation: 'beep', params: { a: '', b: 1 } }],
    });
    expect(input).toMatchObject({ run_time: '08:30', weekdays: [1, 4], retry_times: 0, retry_interval: 1 });
    expect(input.commands).toEqual([{ operation: 'beep', params: { b: 1 }, interval_seconds: 0 }]);
    expect(timedStrategyInputSchema.safeParse(input).success).toBe(true);
  });

  it("keeps specified times as the station's wall-clock text", () => {
    const input = toInput(STATION, {
      name: 'ab',
      device_id: 'dev-1',
      repeat_mode: 'specified_time',
      specified_times: [dayjs('2030-05-01 09:00', 'YYYY-MM-DD HH:mm'), null],
      effective_at: dayjs('2030-01-01T00:00:00Z'),
      failure_at: dayjs('2031-01-01T00:00:00Z'),
      commands: [{ operation: 'beep' }],
    });
    expect(input).toMatchObject({ cycle: null, specified_times: ['2030-05-01 09:00'] });
  });
});
