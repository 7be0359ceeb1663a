import { describe, expect, it } from 'vitest';
import { usageColumns } from './NameSearchList';

describe('usageColumns', () => {
  it("ends a list with the feature's station count, remark and last change (as local minutes)", () => {
    const t = (key: never) => `T:${key as string}`;
    const columns = usageColumns<{ station_count: number; remark: string | null; updated_at: string }>(
      'prices',
      t,
    );
    expect(columns.map((c) => [c.key, c.title])).toEqual([
      ['station_count', 'T:prices.fields.stationCount'],
      ['remark', 'T:prices.fields.remark'],
      ['updated_at', 'T:prices.fields.updatedAt'],
    ]);
    const render = columns[2]?.render as (value: string) => string;
    expect(render('2026-01-02T03:04:00')).toBe('2026-01-02 03:04');
  });
});
