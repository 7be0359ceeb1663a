import type { KanbanData } from '@ies/contracts';
import { describe, expect, it } from 'vitest';
import { withLiveSamples } from './liveData';

const names = { point_zh: 'P', point_en: 'P', unit: '' };
const data: KanbanData = {
  from: 0,
  to: 0,
  records: 2,
  series: [
    {
      device_id: 'd1',
      device_name: 'D1',
      point: 'p',
      ...names,
      data: [
        [1000, 1],
        [2000, 2],
      ],
    },
    { device_id: 'd2', device_name: 'D2', point: 'p', ...names, data: [] },
  ],
};

describe('live samples on a kanban', () => {
  it('appends newer samples of the device to its series and leaves others', () => {
    const next = withLiveSamples(
      data,
      { range: 'recent', hours: null },
      'd1',
      [
        { ts: 2000, values: { p: 9 } },
        { ts: 3000, values: { p: 3 } },
      ],
      3000,
    );
    expect(next.series[0]!.data).toEqual([
      [1000, 1],
      [2000, 2],
      [3000, 3],
    ]);
    expect(next.series[1]).toBe(data.series[1]);
  });

  it('drops what falls out of an hours range', () => {
    const next = withLiveSamples(
      data,
      { range: 'hours', hours: 0.5 },
      'd1',
      [{ ts: 1_802_000, values: { p: 4 } }],
      1_802_000,
    );
    expect(next.series[0]!.data).toEqual([
      [2000, 2],
      [1_802_000, 4],
    ]);
  });
});
