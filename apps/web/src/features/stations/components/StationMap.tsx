import { AimOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  graticuleLines,
  graticuleStep,
  type LonLat,
  lonLatAt,
  type MapView,
  panView,
  viewOf,
  zoomView,
} from '../utils/mapView';
import { currentLocale } from '../../../i18n';
import { loadProvinceOutline, type ProvinceOutline, provinceName } from '../utils/provinceOutline';
import { linesToPath, loadWorldOutline, type OutlineDetail, type WorldOutline } from '../utils/worldOutline';

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
  /** Zoom buttons over the map (the location picker has its own). */
  controls?: boolean;
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

/** Coastlines and borders for the view's scale; the coarse outline stands in while the fine one loads. */
function useWorldOutline(detail: OutlineDetail): WorldOutline | null {
  const [outlines, setOutlines] = useState<Partial<Record<OutlineDetail, WorldOutline>>>({});
  useEffect(() => {
    let live = true;
    for (const level of detail === 'fine' ? (['coarse', 'fine'] as const) : (['coarse'] as const)) {
      loadWorldOutline(level)
        .then((outline) => {
          if (live) setOutlines((current) => ({ ...current, [level]: outline }));
        })
        .catch(() => undefined); // the graticule alone still places the stations
    }
    return () => {
      live = false;
    };
  }, [detail]);
  return outlines[detail] ?? outlines.coarse ?? null;
}

/** China's provinces, loaded the first time a view is narrow enough to show them. */
function useProvinceOutline(wanted: boolean): ProvinceOutline | null {
  const [outline, setOutline] = useState<ProvinceOutline | null>(null);
  useEffect(() => {
    if (!wanted || outline) return;
    let live = true;
    loadProvinceOutline()
      .then((loaded) => {
        if (live) setOutline(loaded);
      })
      .catch(() => undefined); // countries alone still place the stations
    return () => {
      live = false;
    };
  }, [wanted, outline]);
  return wanted ? outline : null;
}

/** Views narrower than this (degrees of longitude) that overlap China draw its provinces… */
const PROVINCE_SPAN = 80;
/** …and narrower than this, their names. */
const PROVINCE_LABEL_SPAN = 30;
const CHINA_BOX = { west: 73, east: 136, south: 3, north: 54 };

/** Views narrower than this draw the 1:50m outline. */
const FINE_SPAN = 90;
/** A press that moves less than this many pixels is a click (pick or marker), not a drag. */
const DRAG_PIXELS = 4;

/**
 * An equirectangular map drawn as inline SVG — land, coastlines and borders from map data shipped
 * with the app, a graticule, and the stations — so it needs no tile server and works on a site
 * without internet access. Zoom with the wheel or the buttons, drag to pan.
 */
export function StationMap({
  markers,
  view: fixedView,
  onMarkerClick,
  onPick,
  height = 300,
  testId = 'station-map',
  controls = true,
}: StationMapProps) {
  const { t } = useTranslation();
  // Drawn in pixels of its rendered size, so labels keep their shape at any width.
  const { ref, width: mapWidth } = useRenderedWidth(DEFAULT_WIDTH);
  const mapHeight = height;
  const [userView, setUserView] = useState<MapView | null>(null);
  // A new fixed view (the location picker re-centred) replaces the user's zoom.
  const fixedKey = fixedView
    ? `${fixedView.west},${fixedView.east},${fixedView.south},${fixedView.north}`
    : '';
  const [seenFixedKey, setSeenFixedKey] = useState(fixedKey);
  if (seenFixedKey !== fixedKey) {
    setSeenFixedKey(fixedKey);
    setUserView(null);
  }
  const view = userView ?? fixedView ?? viewOf(markers);
  const outline = useWorldOutline(view.east - view.west < FINE_SPAN ? 'fine' : 'coarse');
  const showsChina =
    view.west < CHINA_BOX.east &&
    view.east > CHINA_BOX.west &&
    view.south < CHINA_BOX.north &&
    view.north > CHINA_BOX.south;
  const provinces = useProvinceOutline(showsChina && view.east - view.west < PROVINCE_SPAN);
  const drag = useRef<{ x: number; y: number; view: MapView; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const lonSpan = view.east - view.west;
  const latSpan = view.north - view.south;
  const x = (lon: number) => ((lon - view.west) / lonSpan) * mapWidth;
  const y = (lat: number) => ((view.north - lat) / latSpan) * mapHeight;
  const step = graticuleStep(lonSpan);
  const { west, east, south, north } = view;
  const paths = useMemo(() => {
    if (!outline) return { land: '', borders: '' };
    const px = (lon: number) => ((lon - west) / (east - west)) * mapWidth;
    const py = (lat: number) => ((north - lat) / (north - south)) * mapHeight;
    return {
      land: linesToPath(outline.land, px, py, true),
      borders: linesToPath(outline.borders, px, py, false),
    };
  }, [outline, west, east, south, north, mapWidth, mapHeight]);
  const provincePath = useMemo(() => {
    if (!provinces) return '';
    const px = (lon: number) => ((lon - west) / (east - west)) * mapWidth;
    const py = (lat: number) => ((north - lat) / (north - south)) * mapHeight;
    return linesToPath(provinces.rings, px, py, true);
  }, [provinces, west, east, south, north, mapWidth, mapHeight]);

  // The wheel zooms about the pointer; a non-passive listener, so the page does not scroll too.
  const viewRef = useRef(view);
  viewRef.current = view;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const factor = event.deltaY > 0 ? 1.25 : 0.8;
      setUserView(
        zoomView(
          viewRef.current,
          factor,
          (event.clientX - box.left) / box.width,
          (event.clientY - box.top) / box.height,
        ),
      );
    };
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => element.removeEventListener('wheel', handleWheel);
  }, [ref]);

  const handlePointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
    dragged.current = false;
  };
  const handlePointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_PIXELS) return;
    start.moved = true;
    dragged.current = true;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setUserView(panView(start.view, dx / box.width, dy / box.height));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };
  const handleZoom = (factor: number) => setUserView(zoomView(view, factor));
  const handleResetView = () => setUserView(null);

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (dragged.current) return;
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPick(lonLatAt(view, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };

  return (
    <div style={{ position: 'relative' }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: picking by click is a shortcut; the lon/lat inputs are the keyboard way. */}
      <svg
        ref={ref}
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('stations.map.label')}
        data-testid={testId}
        onClick={handleClick}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerLeave={handlePointerUp}
        style={{
          touchAction: 'none',
          width: '100%',
          height,
          background: '#eaf3fb',
          border: '1px solid #d9e3ee',
          borderRadius: 6,
          cursor: onPick ? 'crosshair' : 'grab',
        }}
      >
        {paths.land && (
          <path
            d={paths.land}
            fill="#f7f9f4"
            stroke="#8fa6bd"
            strokeWidth={0.7}
            data-testid={`${testId}-land`}
          />
        )}
        {paths.borders && (
          <path
            d={paths.borders}
            fill="none"
            stroke="#a9b8c8"
            strokeWidth={0.5}
            data-testid={`${testId}-borders`}
          />
        )}
        {provincePath && (
          <path
            d={provincePath}
            fill="none"
            stroke="#b7c4d2"
            strokeWidth={0.5}
            strokeDasharray="3 2"
            data-testid={`${testId}-provinces`}
          />
        )}
        {provinces && lonSpan < PROVINCE_LABEL_SPAN
          ? provinces.labels
              .filter(
                (label) => label.lon > west && label.lon < east && label.lat > south && label.lat < north,
              )
              .map((label) => (
                <text
                  key={label.name}
                  x={x(label.lon)}
                  y={y(label.lat)}
                  fontSize={10}
                  fill="#9aa9b8"
                  textAnchor="middle"
                  pointerEvents="none"
                >
                  {provinceName(label.name, currentLocale())}
                </text>
              ))
          : null}
        {graticuleLines(view.west, view.east, step).map((lon) => (
          <g key={`lon${lon}`}>
            <line
              x1={x(lon)}
              x2={x(lon)}
              y1={0}
              y2={mapHeight}
              stroke="#c5d5e6"
              strokeOpacity={0.6}
              strokeWidth={lon === 0 ? 1.2 : 0.5}
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
              strokeOpacity={0.6}
              strokeWidth={lat === 0 ? 1.2 : 0.5}
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
      {controls && (
        <div
          style={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column', gap: 4 }}
        >
          <MapButton
            label={t('stations.map.zoomIn')}
            icon={<PlusOutlined />}
            onClick={() => handleZoom(0.5)}
          />
          <MapButton
            label={t('stations.map.zoomOut')}
            icon={<MinusOutlined />}
            onClick={() => handleZoom(2)}
          />
          <MapButton label={t('stations.map.fit')} icon={<AimOutlined />} onClick={handleResetView} />
        </div>
      )}
    </div>
  );
}

/** A map control: an icon button named by its tooltip. */
function MapButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label} placement="left">
      <Button size="small" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}
