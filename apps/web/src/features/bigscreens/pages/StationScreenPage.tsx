import type { EnergyOverviewItem } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import { AlarmList } from '../components/AlarmList';
import { FlowTopology } from '../components/FlowTopology';
import { Panel, ScreenFrame, Tile } from '../components/ScreenFrame';
import { CellHeatMap, TodayCurve } from '../components/StationCharts';
import { StationSelect } from '../components/StationSelect';
import { StrategyRanges } from '../components/StrategyRanges';
import { useStationChoice } from '../hooks/useStationChoice';
import { useStationScreen } from '../hooks/useStationScreen';
import { energyFigure, formatFigure } from '../utils/format';

/** singleStationConfig's blocks → the parts of the energy flow. */
const PART_OF: Record<EnergyOverviewItem, 'grid' | 'storage' | 'load' | 'pv'> = {
  electricSupply: 'grid',
  energyStorage: 'storage',
  load: 'load',
  photovoltaic: 'pv',
};

/** Single station: energy flow, SOC, cells, today's curves, revenue, alarms and the strategy in effect. */
export default function StationScreenPage() {
  const { t } = useTranslation();
  const choice = useStationChoice();
  const feed = useStationScreen(choice.stationId);
  const data = feed.data;
  const o = data?.overview;
  const charge = energyFigure(o?.today.charge_kwh ?? 0);
  const discharge = energyFigure(o?.today.discharge_kwh ?? 0);
  const title = data ? `${data.station.name} · ${t('bigscreens.station')}` : t('bigscreens.station');
  return (
    <ScreenFrame
      title={title}
      brand={data?.brand}
      state={feed.state}
      lastOkAt={feed.lastOkAt}
      extra={<StationSelect choice={choice} />}
    >
      {choice.loaded && !choice.stationId ? (
        <div className="bs-body" style={{ placeItems: 'center', fontSize: 28 }}>
          {t('bigscreens.noStation')}
        </div>
      ) : (
        <div
          className="bs-body"
          style={{ gridTemplateColumns: '560px 1fr 560px', gridTemplateRows: '1fr 1fr 1fr' }}
        >
          <Panel title={t('bigscreens.soc')} style={{ gridRow: '1 / 2' }}>
            <div className="bs-tiles" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
              <Tile label={t('bigscreens.soc')} value={formatFigure(o?.soc, 1)} unit="%" testId="bs-soc" />
              <Tile
                label={t('bigscreens.power')}
                value={formatFigure(o?.power.storage_kw)}
                unit="kW"
                testId="bs-storage-kw"
              />
              <Tile
                label={t('bigscreens.capacity')}
                value={formatFigure(data?.station.installed_capacity_kwh)}
                unit="kWh"
              />
              <Tile
                label={t('bigscreens.ratedPower')}
                value={formatFigure(data?.station.installed_power_kw)}
                unit="kW"
              />
            </div>
          </Panel>
          <Panel title={t('bigscreens.cells')} style={{ gridRow: '2 / 4' }}>
            <CellHeatMap list={data?.bms.list ?? []} height={560} />
          </Panel>
          <Panel title={t('bigscreens.energyFlow')} style={{ gridRow: '1 / 3' }}>
            <FlowTopology
              power={o?.power ?? { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null }}
              parts={(data?.blocks ?? Object.keys(PART_OF)).map((b) => PART_OF[b as EnergyOverviewItem])}
              soc={o?.soc}
              offGrid={data?.grid_state === 'off_grid'}
            />
          </Panel>
          <Panel title={t('bigscreens.trend')} style={{ gridRow: '3 / 4' }}>
            <TodayCurve curve={o?.curve ?? []} height={250} />
          </Panel>
          <Panel title={t('bigscreens.revenue')} style={{ gridRow: '1 / 2' }}>
            <div className="bs-tiles" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
              <Tile
                label={t('bigscreens.todayCharge')}
                value={charge.value}
                unit={charge.unit}
                testId="bs-today-charge"
              />
              <Tile
                label={t('bigscreens.todayDischarge')}
                value={discharge.value}
                unit={discharge.unit}
                testId="bs-today-discharge"
              />
              <Tile
                label={t('bigscreens.totalIncome')}
                value={formatFigure(o?.today_income, 2)}
                unit={o?.currency}
                testId="bs-income"
              />
              <Tile label={t('bigscreens.activeAlarms')} value={formatFigure(data?.alarms.active, 0)} />
            </div>
          </Panel>
          <Panel title={t('bigscreens.strategy')} style={{ gridRow: '2 / 3' }}>
            <StrategyRanges strategy={data?.strategy ?? null} />
          </Panel>
          <Panel title={t('bigscreens.latestAlarms')} style={{ gridRow: '3 / 4' }}>
            <AlarmList alarms={data?.alarms.latest ?? []} />
          </Panel>
        </div>
      )}
    </ScreenFrame>
  );
}
