import type { GeometryCollection, Topology } from 'topojson-specification';

/** Lines in lon/lat: each a list of [lon, lat] points. */
export type LonLatLines = number[][][];

export interface WorldOutline {
  /** Land polygons' rings (coastlines), filled. */
  land: LonLatLines;
  /** Borders between countries. */
  borders: LonLatLines;
}

export type OutlineDetail = 'coarse' | 'fine';

const cache = new Map<OutlineDetail, Promise<WorldOutline>>();

/**
 * Coastlines and borders from Natural Earth (the world-atlas package), shipped with the app so the
 * map works offline. Coarse (1:110m) for wide views, fine (1:50m) when zoomed in; each is loaded
 * once, on demand, as its own chunk.
 */
export function loadWorldOutline(detail: OutlineDetail): Promise<WorldOutline> {
  let pending = cache.get(detail);
  if (!pending) {
    pending = (async () => {
      const [{ feature, mesh }, topology] = await Promise.all([
        import('topojson-client'),
        detail === 'coarse'
          ? import('world-atlas/countries-110m.json').then((m) => m.default as unknown)
          : import('world-atlas/countries-50m.json').then((m) => m.default as unknown),
      ]);
      const world = topology as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
      const land = feature(world, world.objects.land);
      const rings: LonLatLines = [];
      for (const item of 'features' in land ? land.features : [land]) {
        const geometry = item.geometry;
        if (geometry.type === 'Polygon') rings.push(...geometry.coordinates);
        if (geometry.type === 'MultiPolygon')
          for (const polygon of geometry.coordinates) rings.push(...polygon);
      }
      const borders = mesh(world, world.objects.countries, (a, b) => a !== b).coordinates;
      return { land: rings, borders };
    })();
    cache.set(detail, pending);
  }
  return pending;
}

/** An SVG path of lon/lat lines through a projection; `close` closes each line (a ring). */
export function linesToPath(
  lines: LonLatLines,
  x: (lon: number) => number,
  y: (lat: number) => number,
  close: boolean,
): string {
  const parts: string[] = [];
  for (const line of lines) {
    if (line.length < 2) continue;
    let d = '';
    for (let i = 0; i < line.length; i++) {
      const point = line[i] as number[];
      d += `${i === 0 ? 'M' : 'L'}${x(point[0] ?? 0).toFixed(1)} ${y(point[1] ?? 0).toFixed(1)}`;
    }
    parts.push(close ? `${d}Z` : d);
  }
  return parts.join('');
}
