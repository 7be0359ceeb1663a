/** A lon/lat window of the offline map (equirectangular: x is longitude, y is latitude). */
export interface MapView {
  west: number;
  east: number;
  south: number;
  north: number;
}

export interface LonLat {
  lon: number;
  lat: number;
}

export const WORLD: MapView = { west: -180, east: 180, south: -90, north: 90 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A view centred on a point spanning `span` degrees of longitude (half as much latitude), kept on the globe. */
export function viewAround(center: LonLat, span: number): MapView {
  const lonSpan = Math.min(360, span);
  const latSpan = Math.min(180, span / 2);
  const west = clamp(center.lon - lonSpan / 2, -180, 180 - lonSpan);
  const south = clamp(center.lat - latSpan / 2, -90, 90 - latSpan);
  return { west, east: west + lonSpan, south, north: south + latSpan };
}

/** The smallest 2:1 view holding every point with a margin; the world when there are none. */
export function viewOf(points: readonly LonLat[]): MapView {
  if (points.length === 0) return WORLD;
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const center = {
    lon: (Math.min(...lons) + Math.max(...lons)) / 2,
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
  };
  const span = Math.max(
    10,
    (Math.max(...lons) - Math.min(...lons)) * 1.4,
    (Math.max(...lats) - Math.min(...lats)) * 2.8,
  );
  return viewAround(center, span);
}

/** Graticule step for a span: about 4–8 lines across. */
export function graticuleStep(span: number): number {
  for (const step of [1, 2, 5, 10, 15, 30, 45]) if (span / step <= 8) return step;
  return 60;
}

export function graticuleLines(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let value = Math.ceil(from / step) * step; value <= to; value += step) lines.push(value);
  return lines;
}

/** The lon/lat under a point of the drawing, given as fractions (0–1) of its width and height. */
export function lonLatAt(view: MapView, fx: number, fy: number): LonLat {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lon: round(view.west + fx * (view.east - view.west)),
    lat: round(view.north - fy * (view.north - view.south)),
  };
}

/** Narrowest view the map zooms to, in degrees of longitude. */
export const MIN_SPAN = 2;

/**
 * The view zoomed by `factor` (< 1 zooms in) about the point at fractions (fx, fy) of the drawing,
 * which stays under the pointer; kept 2:1 and on the globe.
 */
export function zoomView(view: MapView, factor: number, fx = 0.5, fy = 0.5): MapView {
  const span = Math.min(360, Math.max(MIN_SPAN, (view.east - view.west) * factor));
  const at = lonLatAt(view, fx, fy);
  const west = clamp(at.lon - fx * span, -180, 180 - span);
  const latSpan = Math.min(180, span / 2);
  const north = clamp(at.lat + fy * latSpan, -90 + latSpan, 90);
  return { west, east: west + span, south: north - latSpan, north };
}

/** The view moved by fractions of its width and height (positive dx moves the map content right). */
export function panView(view: MapView, dx: number, dy: number): MapView {
  const lonSpan = view.east - view.west;
  const latSpan = view.north - view.south;
  const west = clamp(view.west - dx * lonSpan, -180, 180 - lonSpan);
  const south = clamp(view.south + dy * latSpan, -90, 90 - latSpan);
  return { west, east: west + lonSpan, south, north: south + latSpan };
}
