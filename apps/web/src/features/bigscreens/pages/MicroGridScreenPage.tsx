import { useTranslation } from 'react-i18next';
import { AlarmList } from '../components/AlarmList';
import { FlowTopology } from '../components/FlowTopology';
import { Panel, ScreenFrame, Tile } from '../components/ScreenFrame';
import { TodayCurve } from '../components/StationCharts';
import { StationSelect } from '../components/StationSelect';
import { useStationChoice } from '../hooks/useStationChoice';
import { useStationScreen } from '../hooks/useStationScreen';
import { energyFigure, formatFigure } from '../utils/format';

const STATE_COLORS = { connected: '#52c41a', off_grid: '#faad14', unknown: '#8c8c8c' } as const;

/** Micro-grid: grid, PV, storage and load with live flows, and whether it runs grid-connected or off-grid. */
export default function MicroGridScreenPage() {
  const { t } = useTranslation();
  const choice = useStationChoice();
  const feed = useStationScreen(choice.stationId);
  const data = feed.data;
  const o = data?.overview;
  const gridState = data?.grid_state ?? 'unknown';
  const energy = (kwh: number | undefined) => energyFigure(kwh ?? 0);
  const tiles = [
    { key: 'grid', label: t('bigscreens.grid'), kw: o?.power.grid_kw, kwh: energy(o?.today.grid_import_kwh) },
    { key: 'pv', label: t('bigscreens.pv'), kw: o?.power.pv_kw, kwh: energy(o?.today.pv_kwh) },
    {
      key: 'storage',
      label: t('bigscreens.storage'),
      kw: o?.power.storage_kw,
      kwh: energy(o?.today.discharge_kwh),
    },
    { key: 'load', label: t('bigscreens.load'), kw: o?.power.load_kw, kwh: energy(o?.today.load_kwh) },
  ];
  const title = data ? `${data.station.name} · ${t('bigscreens.microGrid')}` : t('bigscreens.microGrid');
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
          style={{ gridTemplateColumns: '1fr 560px', gridTemplateRows: '1fr 1fr 1fr' }}
        >
          <Panel title={t('bigscreens.energyFlow')} style={{ gridRow: '1 / 3' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 22 }}>
              <span>{t('bigscreens.gridState')}:</span>
              <span
                style={{ color: STATE_COLORS[gridState], fontWeight: 600 }}
                data-testid="bs-grid-state"
                data-state={gridState}
              >
                {t(`bigscreens.gridStates.${gridState}` as const)}
              </span>
            </div>
            <div style={{ flex: 1, minHeight: 0 }}>
              <FlowTopology
                power={o?.power ?? { grid_kw: null, pv_kw: null, storage_kw: null, load_kw: null }}
                soc={o?.soc}
                offGrid={gridState === 'off_grid'}
              />
            </div>
          </Panel>
          <Panel title={t('bigscreens.power')} style={{ gridRow: '1 / 3' }}>
            <div className="bs-tiles" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
              {tiles.map((tile) => (
                <div key={tile.key} style={{ display: 'contents' }}>
                  <Tile
                    label={tile.label}
                    value={formatFigure(tile.kw)}
                    unit="kW"
                    testId={`bs-${tile.key}-kw`}
                  />
                  <Tile
                    label={`${tile.label} · ${t('bigscreens.todayKwh')}`}
                    value={tile.kwh.value}
                    unit={tile.kwh.unit}
                  />
                </div>
              ))}
              <Tile label={t('bigscreens.soc')} value={formatFigure(o?.soc, 1)} unit="%" testId="bs-soc" />
              <Tile
                label={t('bigscreens.totalIncome')}
                value={formatFigure(o?.today_income, 2)}
                unit={o?.currency}
              />
            </div>
          </Panel>
          <Panel title={t('bigscreens.trend')} style={{ gridRow: '3 / 4' }}>
            <TodayCurve curve={o?.curve ?? []} height={250} />
          </Panel>
          <Panel title={t('bigscreens.latestAlarms')} style={{ gridRow: '3 / 4' }}>
            <AlarmList alarms={data?.alarms.latest ?? []} />
          </Panel>
        </div>
      )}
    </ScreenFrame>
  );
}
