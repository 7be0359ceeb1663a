import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LonLat, viewAround, WORLD } from '../utils/mapView';
import { StationMap } from './StationMap';

interface LocationPickerProps {
  value: LonLat | null;
  onPick: (point: LonLat) => void;
}

const SPANS = [360, 120, 40, 10, 2] as const;

/** The offline map as a location picker: click to pick, zoom in around the picked point. */
export function LocationPicker({ value, onPick }: LocationPickerProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(value ? 2 : 0);
  const span = SPANS[zoom] ?? 360;
  const view = value && span < 360 ? viewAround(value, span) : WORLD;

  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setZoom(Math.min(SPANS.length - 1, zoom + 1))} disabled={!value}>
          {t('stations.map.zoomIn')}
        </Button>
        <Button size="small" onClick={() => setZoom(Math.max(0, zoom - 1))}>
          {t('stations.map.zoomOut')}
        </Button>
        <Button size="small" onClick={() => setZoom(0)}>
          {t('stations.map.world')}
        </Button>
      </Space>
      <StationMap
        testId="location-picker"
        height={260}
        view={view}
        markers={value ? [{ id: 'picked', name: `${value.lon}, ${value.lat}`, ...value }] : []}
        onPick={onPick}
        controls={false}
      />
    </div>
  );
}
