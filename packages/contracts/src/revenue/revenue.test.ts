import { describe, expect, it } from 'vitest';
import { bandFiguresSchema, emptyBandFigures } from './revenue';

describe('emptyBandFigures', () => {
  it('is a valid band with every figure of the schema at 0', () => {
    const band = bandFiguresSchema.parse(emptyBandFigures());
    expect(Object.keys(band).sort()).toEqual(Object.keys(bandFiguresSchema.shape).sort());
    expect(Object.values(band).every((figure) => figure === 0)).toBe(true);
  });

  it('is a new object each time, so a sum can start from it', () => {
    const first = emptyBandFigures();
    first.charge_kwh = 5;
    expect(emptyBandFigures().charge_kwh).toBe(0);
  });
});
