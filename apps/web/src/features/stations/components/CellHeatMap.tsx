import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellStats, heatColor } from '../utils/heatMap';
import './stations.css';

interface CellHeatMapProps {
  values: readonly (number | null)[];
  unit: string;
  /** Caption and test id base, e.g. "voltage". */
  kind: 'voltage' | 'temperature';
  columns?: number;
}

/** One coloured square per cell; the lowest and the highest cell are outlined and named below. */
export function CellHeatMap({ values, unit, kind, columns = 16 }: CellHeatMapProps) {
  const { t } = useTranslation();
  const { min, max } = cellStats(values);
  const testId = `heat-${kind}`;

  return (
    <div data-testid={testId}>
      <div className="ies-heat-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(28px, 1fr))` }}>
        {values.map((value, index) => {
          const cell = index + 1;
          const extreme = cell === max?.cell ? 'max' : cell === min?.cell ? 'min' : '';
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
              key={index}
              className={`ies-heat-cell${extreme ? ` ies-heat-cell-${extreme}` : ''}`}
              style={{
                background:
                  value === null || !min || !max ? '#f0f0f0' : heatColor(value, min.value, max.value),
              }}
              title={`#${cell}: ${value ?? '--'} ${unit}`}
              data-testid={`${testId}-cell-${cell}`}
              data-extreme={extreme || undefined}
            >
              {cell}
            </div>
          );
        })}
      </div>
      <Descriptions size="small" column={2} style={{ marginTop: 8 }}>
        <Descriptions.Item label={t('stations.bms.max')}>
          <span data-testid={`${testId}-max`}>{max ? `#${max.cell} ${max.value} ${unit}` : '--'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('stations.bms.min')}>
          <span data-testid={`${testId}-min`}>{min ? `#${min.cell} ${min.value} ${unit}` : '--'}</span>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
