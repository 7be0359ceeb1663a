import type { StrategyStation } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fetchStrategy, fetchStrategyStations } from '../api/strategies';
import { PENDING_POLL_MS } from '../utils/modes';
import { strategyRoutes, STRATEGY_LIST_ROUTE } from '../utils/routes';
import { RangesTable } from './RangesTable';
import { StrategyPowerChart } from './StrategyPowerChart';
import { stationStateColumn } from './StrategyStateTag';
import { strategyKeys } from '../api/strategyKeys';
import { NamedDetailHead } from '../../../ui/NamedDetailHead';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';
import { localText } from '../../../ui/localText';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** StationBatchStrategyList/StationStrategyDetail?id=…: a strategy, its planned power and the stations that use it. */
export function StrategyDetail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = isRecordId(rawId) ? rawId : '';
  const strategy = useQuery({
    queryKey: strategyKeys.one(id),
    queryFn: () => fetchStrategy(id),
    enabled: id !== '',
  });
  const stations = useQuery({
    queryKey: strategyKeys.stations(id),
    queryFn: () => fetchStrategyStations(id),
    enabled: id !== '',
    // Pushes still under way: look again until each station applies or fails.
    refetchInterval: (query) =>
      query.state.data?.list.some((row) => row.state === 'pending') ? PENDING_POLL_MS : false,
  });

  if (strategy.isLoading) return <Spin />;
  const data = strategy.data;
  if (!data) return <MissingRecord backTo={STRATEGY_LIST_ROUTE} />;

  return (
    <div data-testid="strategy-detail">
      <NamedDetailHead
        ns="strategies"
        testId="strategy"
        onBack={() => navigate(strategyRoutes.list)}
        onEdit={() => navigate(strategyRoutes.form({ id }))}
        onCopy={() => navigate(strategyRoutes.form({ copy: id }))}
      />
      <Card size="small" title={t('strategies.detail.title')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('strategies.fields.name')}>
            <span data-testid="strategy-detail-name">{localText(data, 'name')}</span>
            {data.is_default ? (
              <Tag color="gold" style={{ marginLeft: 8 }}>
                {t('strategies.list.default')}
              </Tag>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.stationCount')}>
            {data.station_count}
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.updatedAt')}>
            {time(data.updated_at)}
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.remark')}>
            {localText(data, 'remark') || '--'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('strategies.detail.chart')} style={{ marginBottom: 16 }}>
        <StrategyPowerChart ranges={data.ranges} />
        <RangesTable ranges={data.ranges} />
      </Card>
      <Card size="small" title={t('strategies.detail.stations')}>
        <Table<StrategyStation>
          size="small"
          rowKey="station_id"
          pagination={false}
          loading={stations.isFetching}
          dataSource={stations.data?.list ?? []}
          locale={{ emptyText: t('strategies.detail.none') }}
          data-testid="strategy-stations"
          columns={[
            {
              title: t('strategies.fields.station'),
              key: 'station',
              render: (_, row) => (
                <Link to={strategyRoutes.station(row.station_id)}>{row.station_name ?? row.station_id}</Link>
              ),
            },
            stationStateColumn(t('strategies.fields.state'), 'strategy-station-state'),
            {
              title: t('strategies.fields.assignedAt'),
              key: 'assigned',
              render: (_, row) => time(row.assigned_at),
            },
            {
              title: t('strategies.fields.appliedAt'),
              key: 'applied',
              render: (_, row) => time(row.applied_at),
            },
          ]}
        />
      </Card>
    </div>
  );
}
