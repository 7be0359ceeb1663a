import type { HomeSummary } from '@ies/contracts';
import type { EChartsOption } from 'echarts';
import { useEffect, useMemo, useState } from 'react';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { EChart, echarts } from './EChart';

const MAP_NAME = 'bigscreen-world';
let registered: Promise<void> | undefined;

/** Natural Earth countries (world-atlas, shipped with the app), registered once with ECharts. */
function registerWorld(): Promise<void> {
  registered ??= (async () => {
    const [{ feature }, topology] = await Promise.all([
      import('topojson-client'),
      import('world-atlas/countries-110m.json').then((m) => m.default as unknown),
    ]);
    const world = topology as Topology<{ countries: GeometryCollection }>;
    const countries = feature(world, world.objects.countries);
    echarts.registerMap(MAP_NAME, countries as unknown as Parameters<typeof echarts.registerMap>[1]);
  })();
  return registered;
}

/** The view around the stations (the whole world without any), as a geo centre and zoom. */
function viewOf(points: HomeSummary['map_points']) {
  if (points.length === 0) return { center: [105, 30] as [number, number], zoom: 1.2 };
  const lons = points.map((p) => p.longitude);
  const lats = points.map((p) => p.latitude);
  const span = Math.max(
    Math.max(...lons) - Math.min(...lons),
    (Math.max(...lats) - Math.min(...lats)) * 2,
    20,
  );
  return {
    center: [(Math.max(...lons) + Math.min(...lons)) / 2, (Math.max(...lats) + Math.min(...lats)) / 2] as [
      number,
      number,
    ],
    zoom: Math.min(8, Math.max(1.2, 300 / span)),
  };
}

/** Every station within the caller's authority on a dark world map, coloured by running state. */
export function StationsMap({
  points,
  colorOf,
  height,
}: {
  points: HomeSummary['map_points'];
  colorOf: (state: string | null) => string;
  height: number;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    registerWorld()
      .then(() => live && setReady(true))
      .catch(() => undefined); // the points alone still show where stations are
    return () => {
      live = false;
    };
  }, []);
  const view = useMemo(() => viewOf(points), [points]);
  const option: EChartsOption = {
    animation: false,
    tooltip: { trigger: 'item', formatter: (p) => (p as { name: string }).name },
    geo: ready
      ? {
          map: MAP_NAME,
          roam: false,
          center: view.center,
          zoom: view.zoom,
          itemStyle: { areaColor: '#0b2a55', borderColor: '#2f6fb5' },
          emphasis: { disabled: true },
          silent: true,
        }
      : undefined,
    series: ready
      ? [
          {
            type: 'scatter',
            coordinateSystem: 'geo',
            symbolSize: 16,
            data: points.map((p) => ({
              name: p.name,
              value: [p.longitude, p.latitude],
              itemStyle: {
                color: colorOf(p.running_status),
                shadowBlur: 12,
                shadowColor: colorOf(p.running_status),
              },
            })),
          },
        ]
      : [],
  };
  return <EChart option={option} height={height} testId="bigscreen-map" />;
}
