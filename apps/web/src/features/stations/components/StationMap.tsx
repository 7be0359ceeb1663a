import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graticuleLines, graticuleStep, type LonLat, lonLatAt, type MapView, viewOf } from '../utils/mapView';

export interface MapMarker extends LonLat {
  id: string;
  name: string;
  /** A colour for the marker (the running state, for instance). */
  color?: string;
}

interface StationMapProps {
  markers: readonly MapMarker[];
  /** The window shown; fitted to the markers when absent. */
  view?: MapView;
  onMarkerClick?: (id: string) => void;
  /** Clicking the map picks that point (the location picker). */
  onPick?: (point: LonLat) => void;
  height?: number;
  testId?: string;
}

const DEFAULT_WIDTH = 720;

/** The element's rendered width, followed as it resizes (the default until measured). */
function useRenderedWidth(fallback: number) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A lon/lat plot with a graticule, drawn as inline SVG: it needs no tile server, so it works on a
 * site without internet access.
 */
export function StationMap({
  markers,
  view: fixedView,
  onMarkerClick,
  onPick,
  height = 300,
  testId = 'station-map',
}: StationMapProps) {
  const { t } = useTranslation();
  // Drawn in pixels of its rendered size, so labels keep their shape at any width.
  const { ref, width: mapWidth } = useRenderedWidth(DEFAULT_WIDTH);
  const mapHeight = height;
  const view = fixedView ?? viewOf(markers);
  const lonSpan = view.east - view.west;
  const latSpan = view.north - view.south;
  const x = (lon: number) => ((lon - view.west) / lonSpan) * mapWidth;
  const y = (lat: number) => ((view.north - lat) / latSpan) * mapHeight;
  const step = graticuleStep(lonSpan);

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPick(lonLatAt(view, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: picking by click is a shortcut; the lon/lat inputs are the keyboard way.
    <svg
      ref={ref}
      viewBox={`0 0 ${mapWidth} ${mapHeight}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('stations.map.label')}
      data-testid={testId}
      onClick={handleClick}
      style={{
        width: '100%',
        height,
        background: '#eaf3fb',
        border: '1px solid #d9e3ee',
        borderRadius: 6,
        cursor: onPick ? 'crosshair' : 'default',
      }}
    >
      {graticuleLines(view.west, view.east, step).map((lon) => (
        <g key={`lon${lon}`}>
          <line
            x1={x(lon)}
            x2={x(lon)}
            y1={0}
            y2={mapHeight}
            stroke="#c5d5e6"
            strokeWidth={lon === 0 ? 1.5 : 0.7}
          />
          {x(lon) > 24 && x(lon) < mapWidth - 32 && (
            <text x={x(lon) + 2} y={mapHeight - 4} fontSize={10} fill="#7a8ca0">
              {`${Math.abs(lon)}°${lon < 0 ? 'W' : lon > 0 ? 'E' : ''}`}
            </text>
          )}
        </g>
      ))}
      {graticuleLines(view.south, view.north, step).map((lat) => (
        <g key={`lat${lat}`}>
          <line
            x1={0}
            x2={mapWidth}
            y1={y(lat)}
            y2={y(lat)}
            stroke="#c5d5e6"
            strokeWidth={lat === 0 ? 1.5 : 0.7}
          />
          {y(lat) > 12 && y(lat) < mapHeight - 16 && (
            <text x={2} y={y(lat) - 2} fontSize={10} fill="#7a8ca0">
              {`${Math.abs(lat)}°${lat < 0 ? 'S' : lat > 0 ? 'N' : ''}`}
            </text>
          )}
        </g>
      ))}
      {markers.map((marker) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be a <button>.
        <g
          key={marker.id}
          transform={`translate(${x(marker.lon)},${y(marker.lat)})`}
          data-testid={`${testId}-marker`}
          role="button"
          tabIndex={onMarkerClick ? 0 : -1}
          style={{ cursor: onMarkerClick ? 'pointer' : undefined }}
          onClick={(event) => {
            if (!onMarkerClick) return;
            event.stopPropagation();
            onMarkerClick(marker.id);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onMarkerClick?.(marker.id);
          }}
        >
          <title>{marker.name}</title>
          <circle r={6} fill={marker.color ?? '#1677ff'} stroke="#fff" strokeWidth={2} />
          {/* Names near the right edge are written leftwards, so they stay inside the map. */}
          <text
            x={x(marker.lon) > mapWidth * 0.65 ? -9 : 9}
            y={4}
            fontSize={11}
            fill="#1f2d3d"
            textAnchor={x(marker.lon) > mapWidth * 0.65 ? 'end' : 'start'}
          >
            {marker.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
