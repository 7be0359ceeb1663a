import { ENERGY_OVERVIEW_POWER_FIELDS, type EnergyOverviewItem } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import './stations.css';

export type FlowPowers = Partial<
  Record<(typeof ENERGY_OVERVIEW_POWER_FIELDS)[EnergyOverviewItem], number | null>
>;

interface EnergyFlowProps {
  powers: FlowPowers;
  /** Which parts show (singleStationConfig.energyOverviewDisplay). */
  display: readonly EnergyOverviewItem[];
  soc?: number | null;
}

interface Part {
  item: EnergyOverviewItem;
  x: number;
  y: number;
  color: string;
  /** +1 when positive power flows towards the bus (grid import, battery discharge, PV), −1 away (load). */
  inward: 1 | -1;
}

const BUS = { x: 200, y: 132 };
const PARTS: readonly Part[] = [
  { item: 'electricSupply', x: 70, y: 56, color: '#6f42c1', inward: 1 },
  { item: 'photovoltaic', x: 330, y: 56, color: '#fa8c16', inward: 1 },
  { item: 'energyStorage', x: 70, y: 208, color: '#52c41a', inward: 1 },
  { item: 'load', x: 330, y: 208, color: '#1677ff', inward: -1 },
];
export const FLOW_VIEW = { width: 400, height: 280 };
export const PART_RADIUS = 32;
/** The widest a figure may be inside its circle; longer ones are squeezed to it. */
export const FIGURE_WIDTH = 2 * PART_RADIUS - 8;

const IDLE_KW = 0.001;

/**
 * Grid, PV, storage and load around the station's bus, each line animated in the direction power
 * flows. Signs follow the device points: grid positive importing, storage positive discharging.
 */
export function EnergyFlow({ powers, display, soc }: EnergyFlowProps) {
  const { t } = useTranslation();
  const shown = PARTS.filter((part) => display.includes(part.item));

  return (
    <svg
      viewBox={`0 0 ${FLOW_VIEW.width} ${FLOW_VIEW.height}`}
      className="ies-energy-flow"
      data-testid="energy-flow"
      role="img"
    >
      <title>{t('stations.flow.title')}</title>
      {shown.map((part) => {
        const power = powers[ENERGY_OVERVIEW_POWER_FIELDS[part.item]] ?? null;
        const towardsBus = power === null || Math.abs(power) < IDLE_KW ? 0 : Math.sign(power) * part.inward;
        const direction = towardsBus > 0 ? 'in' : towardsBus < 0 ? 'out' : 'idle';
        // Lines are drawn from the part to the bus; the dash animation runs along or against them.
        return (
          <g key={part.item} data-testid={`flow-${part.item}`} data-direction={direction}>
            <path
              d={`M${part.x},${part.y} L${BUS.x},${BUS.y}`}
              className={`ies-flow-line ies-flow-${direction}`}
              stroke={part.color}
            />
            <circle cx={part.x} cy={part.y} r={PART_RADIUS} fill="#fff" stroke={part.color} strokeWidth={2} />
            {/* The name sits outside the circle (above the top parts, below the bottom ones), the figure inside. */}
            <text
              x={part.x}
              y={part.y < BUS.y ? part.y - PART_RADIUS - 6 : part.y + PART_RADIUS + 14}
              textAnchor="middle"
              fontSize={11}
              fill="#333"
            >
              {t(`stations.flow.${part.item}`)}
            </text>
            <text
              x={part.x}
              y={part.y + 4}
              textAnchor="middle"
              fontSize={11}
              fontWeight={600}
              fill={part.color}
              data-testid={`flow-${part.item}-power`}
              {...fitted(figure(power))}
            >
              {figure(power)}
            </text>
            {part.item === 'energyStorage' && soc !== undefined && soc !== null ? (
              <text
                x={part.x}
                y={part.y + PART_RADIUS + 30}
                textAnchor="middle"
                fontSize={11}
                fill="#333"
                data-testid="flow-soc"
              >
                {`SOC ${round(soc)}%`}
              </text>
            ) : null}
          </g>
        );
      })}
      <rect x={BUS.x - 22} y={BUS.y - 14} width={44} height={28} rx={6} fill="#1f2d3d" />
      <text x={BUS.x} y={BUS.y + 4} textAnchor="middle" fontSize={11} fill="#fff">
        {t('stations.flow.bus')}
      </text>
    </svg>
  );
}

const figure = (power: number | null) => (power === null ? '--' : `${round(power)} kW`);

/** About 6.5 px a character at 11 px: a longer figure is squeezed to the circle's inner width. */
function fitted(text: string): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  return text.length * 6.5 > FIGURE_WIDTH
    ? { textLength: FIGURE_WIDTH, lengthAdjust: 'spacingAndGlyphs' }
    : {};
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
