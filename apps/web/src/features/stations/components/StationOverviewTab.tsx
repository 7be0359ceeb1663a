import {
  CURRENCY_LABELS,
  type FlowEnergy,
  type FlowPower,
  STATION_RUNNING_STATE_LABELS,
} from '@ies/contracts';
import { Alert, Card, Col, Row, Spin, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnergyOverviewDisplay } from '../hooks/useEnergyOverviewDisplay';
import { useStationLive } from '../hooks/useStationLive';
import { formatFigure, formatNumber, labelIn, RUNNING_COLORS } from '../utils/labels';
import { stationDate, stationDateTime, tzLabel } from '../utils/stationTime';
import { EnergyFlow, type FlowPowers } from './EnergyFlow';
import { PowerCurve } from './PowerCurve';
import { StationBandRevenue } from '../../prices';

/** The diagram's power fields from the overview's flows. */
export function flowPowers(power: FlowPower): FlowPowers {
  return {
    grid_power: power.grid_kw,
    active_power: power.storage_kw,
    load_power: power.load_kw,
    photovoltaic_power: power.pv_kw,
  };
}

const ENERGY_ROWS: { key: keyof FlowEnergy; label: string }[] = [
  { key: 'charge_kwh', label: 'stations.overview.charge' },
  { key: 'discharge_kwh', label: 'stations.overview.discharge' },
  { key: 'pv_kwh', label: 'stations.overview.pv' },
  { key: 'grid_import_kwh', label: 'stations.overview.gridImport' },
  { key: 'grid_export_kwh', label: 'stations.overview.gridExport' },
  { key: 'load_kwh', label: 'stations.overview.load' },
];

/** Energy per flow, today and cumulative. */
export function EnergyTable({
  today,
  total,
  testId,
}: {
  today: FlowEnergy;
  total: FlowEnergy;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      data-testid={testId}
      dataSource={ENERGY_ROWS.map((row) => ({
        key: row.key,
        label: t(row.label as 'stations.overview.charge'),
        today: formatFigure(today[row.key]),
        total: formatFigure(total[row.key]),
      }))}
      columns={[
        { title: t('stations.overview.energy'), dataIndex: 'label', key: 'label' },
        { title: t('stations.overview.today'), dataIndex: 'today', key: 'today' },
        { title: t('stations.overview.total'), dataIndex: 'total', key: 'total' },
      ]}
    />
  );
}

/** Overview tab: live energy flow, SOC, running state, income, energy and today's curve, every 5 s; times on the station's clock. */
export function StationOverviewTab({
  stationId,
  tzOffsetHours,
}: {
  stationId: string;
  tzOffsetHours: number;
}) {
  const { t } = useTranslation();
  const display = useEnergyOverviewDisplay();
  const live = useStationLive(stationId);
  if (live.isPending) return <Spin />;
  if (!live.data) return <Alert type="warning" title={t('stations.overview.noLive')} />;
  const overview = live.data;

  return (
    <div data-testid="station-overview">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('stations.flow.title')}>
            {display ? (
              <EnergyFlow powers={flowPowers(overview.power)} display={display} soc={overview.soc} />
            ) : (
              <Spin />
            )}
            <div style={{ color: '#888', fontSize: 12 }} data-testid="overview-updated">
              {overview.updated_at
                ? t('stations.overview.updatedAt', {
                    time: `${stationDateTime(overview.updated_at, tzOffsetHours)} (${tzLabel(tzOffsetHours)})`,
                  })
                : t('stations.overview.noLive')}
            </div>
            {overview.history_since ? (
              <div style={{ color: '#888', fontSize: 12 }} data-testid="overview-history-since">
                {t('stations.overview.historySince', {
                  date: stationDate(overview.history_since, tzOffsetHours),
                  days: Math.max(
                    1,
                    Math.ceil((Date.now() - Date.parse(overview.history_since)) / 86_400_000),
                  ),
                })}
              </div>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <Row gutter={[16, 16]}>
              <Col span={8}>
                <Statistic
                  title={t('stations.overview.soc')}
                  value={formatNumber(overview.soc)}
                  suffix="%"
                  data-testid="overview-soc"
                />
              </Col>
              <Col span={8}>
                <Statistic
                  title={t('stations.overview.todayIncome')}
                  value={formatNumber(overview.today_income)}
                  suffix={overview.currency}
                  data-testid="overview-income"
                />
              </Col>
              <Col span={8}>
                <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>
                  {t('stations.overview.runningState')}
                </div>
                {overview.running_status ? (
                  <Tag color={RUNNING_COLORS[overview.running_status]} data-testid="overview-running">
                    {labelIn(STATION_RUNNING_STATE_LABELS, overview.running_status)}
                  </Tag>
                ) : (
                  '--'
                )}
              </Col>
            </Row>
            <div style={{ marginTop: 12 }}>
              <EnergyTable today={overview.today} total={overview.total} testId="overview-energy" />
            </div>
            <div style={{ color: '#888', fontSize: 12, marginTop: 4 }}>
              {labelIn(CURRENCY_LABELS, overview.currency)}
            </div>
          </Card>
        </Col>
        <Col span={24}>
          <StationBandRevenue stationId={stationId} currency={overview.currency} />
        </Col>
        <Col span={24}>
          <Card size="small" title={`${t('stations.overview.curve')} (${tzLabel(tzOffsetHours)})`}>
            <PowerCurve points={overview.curve} tzOffsetHours={tzOffsetHours} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
