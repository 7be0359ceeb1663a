import type { FlowPower } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../utils/format';

type Part = 'grid' | 'pv' | 'storage' | 'load';
const KEYS: Record<Part, keyof FlowPower> = {
  grid: 'grid_kw',
  pv: 'pv_kw',
  storage: 'storage_kw',
  load: 'load_kw',
};
const COLORS: Record<Part, string> = { grid: '#40a9ff', pv: '#fadb14', storage: '#52c41a', load: '#ff7a45' };
const BUS = { x: 400, y: 260 };
const PLACES: Record<Part, { x: number; y: number }> = {
  grid: { x: 110, y: 90 },
  pv: { x: 690, y: 90 },
  storage: { x: 110, y: 430 },
  load: { x: 690, y: 430 },
};
/** +1: positive power flows towards the bus (grid import, PV, battery discharge); load draws from it. */
const TOWARDS_BUS: Record<Part, number> = { grid: 1, pv: 1, storage: 1, load: -1 };

/**
 * Grid, PV, storage and load around the station's bus; each line is animated in the direction its
 * power flows (signs as the devices report them: grid positive importing, storage positive discharging).
 */
export function FlowTopology({
  power,
  parts = ['grid', 'pv', 'storage', 'load'],
  soc,
  offGrid,
}: {
  power: FlowPower;
  parts?: readonly Part[];
  soc?: number | null;
  offGrid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 800 520" width="100%" height="100%" role="img" aria-label={t('bigscreens.energyFlow')}>
      <style>{'@keyframes bs-flow { to { stroke-dashoffset: -40; } }'}</style>
      {parts.map((part) => {
        const place = PLACES[part];
        const kw = power[KEYS[part]];
        const flowing = kw !== null && Math.abs(kw) > 0.05;
        const inward = flowing && Math.sign(kw!) * TOWARDS_BUS[part] > 0;
        const cut = part === 'grid' && offGrid;
        return (
          <g key={part} data-testid={`flow-${part}`}>
            <line
              x1={place.x}
              y1={place.y}
              x2={BUS.x}
              y2={BUS.y}
              stroke={cut ? '#595959' : COLORS[part]}
              strokeOpacity={flowing ? 0.95 : 0.3}
              strokeWidth={6}
              strokeDasharray={flowing ? '14 6' : cut ? '4 10' : undefined}
              style={
                flowing
                  ? { animation: `bs-flow 1s linear infinite ${inward ? 'normal' : 'reverse'}` }
                  : undefined
              }
            />
            <circle cx={place.x} cy={place.y} r={58} fill="#061a3a" stroke={COLORS[part]} strokeWidth={4} />
            <text x={place.x} y={place.y - 6} textAnchor="middle" fill={COLORS[part]} fontSize={24}>
              {t(`bigscreens.${part}` as const)}
            </text>
            <text
              x={place.x}
              y={place.y + 26}
              textAnchor="middle"
              fill="#e6f4ff"
              fontSize={22}
              data-testid={`flow-${part}-kw`}
            >
              {`${formatFigure(kw, 1)} kW`}
            </text>
          </g>
        );
      })}
      {/* The bus last, over the lines' ends. */}
      <circle cx={BUS.x} cy={BUS.y} r={46} fill="rgba(22,119,255,0.25)" stroke="#1677ff" strokeWidth={3} />
      <text x={BUS.x} y={BUS.y + 8} textAnchor="middle" fill="#e6f4ff" fontSize={24}>
        {soc === null || soc === undefined ? 'EMS' : `${formatFigure(soc, 0)}%`}
      </text>
    </svg>
  );
}
