import dayjs from 'dayjs';
import type { BigscreenGeneral, BigscreenGeneralLiveMessage, FlowPower } from '@ies/contracts';
import type { EChartsOption } from 'echarts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchGeneralScreen } from '../api/bigscreens';
import { AlarmList } from '../components/AlarmList';
import { EChart } from '../components/EChart';
import { Panel, ScreenFrame, Tile } from '../components/ScreenFrame';
import { StationsMap } from '../components/StationsMap';
import { useScreenFeed } from '../hooks/useScreenFeed';
import type { FeedSocket } from '../utils/screenFeed';
import { readSessionToken } from '../../../ui/session';
import { LEVEL_COLORS, runningColor, runningName } from '../utils/colors';
import { energyFigure, formatFigure } from '../utils/format';
import { SeriesBuffer } from '../utils/seriesBuffer';

/**
 * The figures arrive over the WebSocket every few seconds (one computation per user on the
 * server, shared by all its screens); a full read every minute and after every reconnect.
 */
const REFRESH_MS = 60_000;

function generalSocket(): FeedSocket<BigscreenGeneral> {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return {
    url: `${scheme}://${window.location.host}/api/bigscreens/general/live`,
    hello: () => {
      const token = readSessionToken();
      return token ? JSON.stringify({ token }) : null;
    },
    apply: (_data, raw) => {
      const message = raw as BigscreenGeneralLiveMessage;
      return message?.type === 'general' ? message.data : undefined;
    },
  };
}
/** The trend keeps the last hour of reads. */
const TREND_POINTS = 720;

const sumPower = (power: FlowPower) => power.storage_kw;

/** General monitoring: every station within the caller's authority. */
export default function GeneralScreenPage() {
  const { t } = useTranslation();
  const socket = useMemo(generalSocket, []);
  const feed = useScreenFeed<BigscreenGeneral>('general', fetchGeneralScreen, REFRESH_MS, socket);
  const trend = useRef(
    new SeriesBuffer<{ at: string; storage: number | null; pv: number | null; load: number | null }>(
      TREND_POINTS,
    ),
  );
  const lastAt = useRef<string | null>(null);
  const data = feed.data;
  if (data && data.generated_at !== lastAt.current) {
    lastAt.current = data.generated_at;
    trend.current.push({
      at: data.generated_at,
      storage: sumPower(data.summary.power),
      pv: data.summary.power.pv_kw,
      load: data.summary.power.load_kw,
    });
  }
  const points = trend.current.values();
  // The buffer is bounded; the option is rebuilt from it on each render (every few seconds).
  const trendOption: EChartsOption = {
    animation: false,
    grid: { left: 56, right: 16, top: 36, bottom: 28 },
    legend: { top: 0, textStyle: { color: '#8fb3e6' } },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: points.map((p) => dayjs(p.at).format('HH:mm:ss')),
      axisLabel: { color: '#8fb3e6' },
    },
    yAxis: {
      type: 'value',
      name: 'kW',
      axisLabel: { color: '#8fb3e6' },
      splitLine: { lineStyle: { color: '#16325c' } },
    },
    series: [
      {
        name: t('bigscreens.storage'),
        type: 'line',
        showSymbol: false,
        data: points.map((p) => p.storage),
        color: '#52c41a',
      },
      {
        name: t('bigscreens.pv'),
        type: 'line',
        showSymbol: false,
        data: points.map((p) => p.pv),
        color: '#fadb14',
      },
      {
        name: t('bigscreens.load'),
        type: 'line',
        showSymbol: false,
        data: points.map((p) => p.load),
        color: '#ff7a45',
      },
    ],
  };
  const summary = data?.summary;
  // One line per currency (the demo's stations earn in four): small enough to fit the tile.
  const incomes = summary?.today_income.map((i) => `${formatFigure(i.amount, 1)} ${i.currency}`) ?? [];
  const today = energyFigure(summary?.today.discharge_kwh ?? 0);
  const total = energyFigure(summary?.total.discharge_kwh ?? 0);
  const pvTotal = energyFigure(summary?.total.pv_kwh ?? 0);
  const states = Object.entries(summary?.by_running_state ?? {});
  const levels = Object.entries(data?.alarms.by_level ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  const ranking = [...(summary?.top_stations ?? [])].sort(
    (a, b) => b.today_discharge_kwh - a.today_discharge_kwh,
  );
  return (
    <ScreenFrame
      title={t('bigscreens.general')}
      brand={data?.brand}
      state={feed.state}
      lastOkAt={feed.lastOkAt}
    >
      <div
        className="bs-body"
        style={{ gridTemplateColumns: '520px 1fr 520px', gridTemplateRows: '1fr 1fr 1fr' }}
      >
        <Panel title={t('bigscreens.overview')} style={{ gridRow: '1 / 2' }}>
          <div className="bs-tiles" style={{ gridTemplateColumns: 'repeat(2, 1fr)' }}>
            <Tile
              label={t('bigscreens.stations')}
              value={formatFigure(summary?.station_count, 0)}
              testId="bs-station-count"
            />
            <Tile
              label={t('bigscreens.capacity')}
              value={formatFigure(summary?.installed_capacity_kwh)}
              unit="kWh"
              testId="bs-capacity"
            />
            <Tile
              label={t('bigscreens.power')}
              value={formatFigure(summary?.power.storage_kw)}
              unit="kW"
              testId="bs-power"
            />
            <Tile
              label={t('bigscreens.co2')}
              value={formatFigure(data?.co2_avoided_t, 2)}
              unit={t('bigscreens.tonnes')}
              testId="bs-co2"
            />
          </div>
        </Panel>
        <Panel title={t('bigscreens.runningStates')} style={{ gridRow: '2 / 3' }}>
          <EChart
            height={230}
            testId="bs-running"
            option={{
              animation: false,
              tooltip: { trigger: 'item' },
              legend: {
                orient: 'vertical',
                right: 0,
                top: 'middle',
                textStyle: { color: '#d6e4ff', fontSize: 16 },
              },
              series: [
                {
                  type: 'pie',
                  radius: ['45%', '75%'],
                  center: ['35%', '50%'],
                  label: { show: false },
                  data: states.map(([state, count]) => ({
                    name: runningName(state, t('bigscreens.unknownState')),
                    value: count,
                    itemStyle: { color: runningColor(state) },
                  })),
                },
              ],
            }}
          />
        </Panel>
        <Panel title={t('bigscreens.alarmLevels')} style={{ gridRow: '3 / 4' }}>
          <div style={{ display: 'flex', gap: 24, fontSize: 18, marginBottom: 4 }}>
            <span>
              {t('bigscreens.activeAlarms')}: <b data-testid="bs-alarms-active">{data?.alarms.active ?? 0}</b>
            </span>
            <span>
              {t('bigscreens.unhandledAlarms')}: <b>{data?.alarms.unhandled ?? 0}</b>
            </span>
          </div>
          {levels.length === 0 ? (
            <div className="bs-empty">{t('bigscreens.noAlarms')}</div>
          ) : (
            <EChart
              height={200}
              option={{
                animation: false,
                grid: { left: 40, right: 16, top: 16, bottom: 28 },
                xAxis: {
                  type: 'category',
                  data: levels.map(([level]) => t('bigscreens.level', { level })),
                  axisLabel: { color: '#8fb3e6' },
                },
                yAxis: {
                  type: 'value',
                  minInterval: 1,
                  axisLabel: { color: '#8fb3e6' },
                  splitLine: { lineStyle: { color: '#16325c' } },
                },
                series: [
                  {
                    type: 'bar',
                    barWidth: 28,
                    data: levels.map(([level, count]) => ({
                      value: count,
                      itemStyle: { color: LEVEL_COLORS[level] },
                    })),
                  },
                ],
              }}
            />
          )}
        </Panel>
        <Panel title={t('bigscreens.map')} style={{ gridRow: '1 / 3' }}>
          <div className="bs-tiles" style={{ marginBottom: 8 }}>
            <Tile
              label={t('bigscreens.todayEnergy')}
              value={today.value}
              unit={today.unit}
              testId="bs-today-discharge"
            />
            <Tile
              label={t('bigscreens.totalEnergy')}
              value={total.value}
              unit={total.unit}
              testId="bs-total-discharge"
            />
            <Tile
              label={t('bigscreens.totalPv')}
              value={pvTotal.value}
              unit={pvTotal.unit}
              testId="bs-total-pv"
            />
            {incomes.length > 1 ? (
              <div className="bs-tile">
                <div className="bs-tile-label">{t('bigscreens.todayIncome')}</div>
                <div className="bs-tile-lines" data-testid="bs-income">
                  {incomes.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </div>
              </div>
            ) : (
              <Tile label={t('bigscreens.todayIncome')} value={incomes[0] ?? '0'} testId="bs-income" />
            )}
          </div>
          <StationsMap points={summary?.map_points ?? []} colorOf={runningColor} height={440} />
        </Panel>
        <Panel title={t('bigscreens.trend')} style={{ gridRow: '3 / 4' }}>
          <EChart height={240} option={trendOption} testId="bs-trend" />
        </Panel>
        <Panel title={t('bigscreens.ranking')} style={{ gridRow: '1 / 3' }}>
          <EChart
            height={600}
            testId="bs-ranking"
            option={{
              animation: false,
              grid: { left: 150, right: 96, top: 8, bottom: 8 },
              xAxis: { type: 'value', show: false },
              yAxis: {
                type: 'category',
                inverse: true,
                data: ranking.map((s) => s.name),
                axisLabel: { color: '#d6e4ff', fontSize: 15, width: 140, overflow: 'truncate' },
              },
              series: [
                {
                  type: 'bar',
                  barWidth: 18,
                  data: ranking.map((s) => Math.round(s.today_discharge_kwh * 10) / 10),
                  label: { show: true, position: 'right', color: '#69ffe5', formatter: '{c} kWh' },
                  itemStyle: { color: '#1677ff', borderRadius: 9 },
                },
              ],
            }}
          />
        </Panel>
        <Panel title={t('bigscreens.latestAlarms')} style={{ gridRow: '3 / 4' }}>
          <AlarmList alarms={data?.alarms.latest ?? []} />
        </Panel>
      </div>
    </ScreenFrame>
  );
}
