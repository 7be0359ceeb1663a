import { describe, expect, it } from 'vitest';
import { curveAxis, curveLine } from './PowerCurve';

const point = (time: string, load: number) => ({
  time,
  grid_kw: null,
  pv_kw: null,
  storage_kw: null,
  load_kw: load,
});

describe('curveAxis', () => {
  it("runs Phoenix's (UTC−7) curve from its local midnight, whatever the browser's zone", () => {
    const axis = curveAxis([point('2026-06-01T07:00:00Z', 5), point('2026-06-01T07:10:00Z', 6)], -7);
    expect(axis.labels[0]).toBe('00:00');
    expect(axis.labels.at(-1)).toBe('23:55');
    expect(axis.labels).toHaveLength(288);
    expect(axis.values('load_kw').slice(0, 3)).toEqual([5, null, 6]);
  });

  it('puts a Beijing (UTC+8) point at its local hour', () => {
    const axis = curveAxis([point('2026-06-01T02:00:00Z', 9)], 8);
    const slot = axis.labels.indexOf('10:00');
    expect(axis.values('load_kw')[slot]).toBe(9);
    expect(axis.values('load_kw').filter((v) => v !== null)).toEqual([9]);
  });

  it('starts an empty curve at the local midnight of now', () => {
    const axis = curveAxis([], -7, Date.parse('2026-06-01T03:00:00Z'));
    expect(axis.labels[0]).toBe('00:00');
    expect(axis.values('grid_kw').every((v) => v === null)).toBe(true);
  });
});

describe('curveLine', () => {
  const at = (minute: number, load: number | null) => ({
    ...point(new Date(Date.parse('2026-06-01T00:00:00Z') + minute * 60_000).toISOString(), 0),
    load_kw: load,
  });

  it('joins readings 15 minutes apart (the backfill of earlier hours) into one line', () => {
    const line = curveLine([at(0, 1), at(15, 2), at(30, 3), at(35, 4)], 'load_kw');
    expect(line.map(([, v]) => v)).toEqual([1, 2, 3, 4]);
  });

  it('breaks the line where a device was silent longer than 15 minutes', () => {
    const line = curveLine([at(0, 1), at(5, 2), at(40, 3)], 'load_kw');
    expect(line.map(([, v]) => v)).toEqual([1, 2, null, 3]);
    expect(line[2]![0]).toBe(Date.parse('2026-06-01T00:10:00Z'));
  });

  it('leaves out the slots where the flow is not reported', () => {
    expect(curveLine([at(0, null), at(5, 2)], 'load_kw')).toEqual([[Date.parse('2026-06-01T00:05:00Z'), 2]]);
  });
});
