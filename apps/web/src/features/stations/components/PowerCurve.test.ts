import { describe, expect, it } from 'vitest';
import { curveAxis } from './PowerCurve';

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
