import { STATION_RUNNING_STATE_LABELS, STATION_RUNNING_STATES, type HomeSummary } from '@ies/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Spin, Statistic, Table, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fetchHomeSummary } from '../api/stations';
import { LIVE_REFRESH_MS } from '../hooks/useStationLive';
import { formatFigure, formatNumber, labelIn, RUNNING_COLORS, RUNNING_HEX } from '../utils/labels';
import { stationRoutes } from '../utils/routes';
import { HomeEmpty } from './HomeEmpty';
import { HomeIncomeCard } from './HomeIncomeCard';
import { StationMap } from './StationMap';
import { EnergyTable } from './StationOverviewTab';
import { stationKeys } from '../api/stationKeys';

/**
 * Home/HomePage: the caller's stations at a glance, refreshed every 5 s. The alarm and curve cards
 * come from the page, so that stations need not know the features that build on it.
 */
export function HomeOverview({ alarmCard, curvesCard }: { alarmCard: ReactNode; curvesCard?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useQuery<HomeSummary>({
    queryKey: stationKeys.home,
    queryFn: fetchHomeSummary,
    refetchInterval: LIVE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  if (summary.isPending) return <Spin />;
  if (!summary.data) return null;
  const data = summary.data;
  // No station: words and a way forward instead of a page of zeros and an empty map.
  if (data.station_count === 0) return <HomeEmpty />;
  const figures = [
    { title: t('stations.home.stationCount'), value: data.station_count, testId: 'home-station-count' },
    {
      title: t('stations.home.installedCapacity'),
      value: formatNumber(data.installed_capacity_kwh),
      testId: 'home-capacity',
    },
    { title: t('stations.home.installedPower'), value: formatNumber(data.installed_power_kw) },
  ];
  const flows = [
    { key: 'grid_kw', label: t('stations.flow.electricSupply') },
    { key: 'pv_kw', label: t('stations.flow.photovoltaic') },
    { key: 'storage_kw', label: t('stations.flow.energyStorage') },
    { key: 'load_kw', label: t('stations.flow.load') },
  ] as const;
  const states = [...STATION_RUNNING_STATES, 'unknown'] as const;

  return (
    <div data-testid="home-overview">
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col xs={12} md={6} key={figure.title}>
            <Card size="small">
              <Statistic title={figure.title} value={figure.value} data-testid={figure.testId} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <HomeIncomeCard incomes={data.today_income} />
        </Col>
        <Col xs={24} lg={16}>
          {curvesCard}
        </Col>
        <Col xs={24} lg={8}>
          {alarmCard}
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('stations.home.livePower')}>
            <Row gutter={16} data-testid="home-power">
              {/* Two a row on a phone: four figures side by side ran into each other at 390 px. */}
              {flows.map((flow) => (
                <Col xs={12} sm={6} key={flow.key}>
                  <Statistic title={flow.label} value={formatNumber(data.power[flow.key])} />
                </Col>
              ))}
            </Row>
          </Card>
          <Card size="small" title={t('stations.home.byState')} style={{ marginTop: 16 }}>
            <div data-testid="home-states">
              {states.map((state) => {
                const count = data.by_running_state[state] ?? 0;
                if (count === 0) return null;
                // Stations whose devices report no running state get words, not a bare "--".
                if (state === 'unknown')
                  return (
                    <Tooltip key={state} title={t('stations.home.noStateHint')}>
                      <Tag color="default" data-testid="home-state-unknown">
                        {`${t('stations.home.noState')}: ${count}`}
                      </Tag>
                    </Tooltip>
                  );
                return (
                  <Tag key={state} color={RUNNING_COLORS[state]}>
                    {`${labelIn(STATION_RUNNING_STATE_LABELS, state)}: ${count}`}
                  </Tag>
                );
              })}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={`${t('stations.home.todayEnergy')} / ${t('stations.home.totalEnergy')}`}>
            <EnergyTable today={data.today} total={data.total} testId="home-energy" />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('stations.home.map')}>
            <StationMap
              testId="home-map"
              markers={data.map_points.map((point) => ({
                id: point.id,
                name: point.name,
                lon: point.longitude,
                lat: point.latitude,
                color: point.running_status ? RUNNING_HEX[point.running_status] : undefined,
              }))}
              onMarkerClick={(id) => navigate(stationRoutes.detail(id))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('stations.home.top')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              data-testid="home-top"
              dataSource={data.top_stations.map((station, index) => ({ ...station, rank: index + 1 }))}
              columns={[
                { title: t('stations.home.rank'), dataIndex: 'rank', key: 'rank', width: 60 },
                {
                  title: t('stations.fields.name'),
                  dataIndex: 'name',
                  key: 'name',
                  render: (name: string, station) => (
                    <Link to={stationRoutes.detail(station.id)}>{name}</Link>
                  ),
                },
                {
                  title: t('stations.overview.discharge'),
                  dataIndex: 'today_discharge_kwh',
                  key: 'discharge',
                  render: (value: number) => formatFigure(value),
                },
                {
                  title: t('stations.overview.pv'),
                  dataIndex: 'today_pv_kwh',
                  key: 'pv',
                  render: (value: number) => formatFigure(value),
                },
                {
                  title: t('stations.home.todayIncome'),
                  key: 'income',
                  render: (_, station) => `${formatFigure(station.today_income)} ${station.currency}`,
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
