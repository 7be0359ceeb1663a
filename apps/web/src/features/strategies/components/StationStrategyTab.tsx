import { STRATEGIES_MAX, type StationStrategyChange } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Space, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { Link, useNavigate } from 'react-router';
import { toastError } from '../../../ui/toastError';
import {
  clearStationStrategy,
  fetchStationStrategy,
  fetchStrategies,
  setStationStrategy,
} from '../api/strategies';
import { PENDING_POLL_MS } from '../utils/modes';
import { strategyRoutes } from '../utils/routes';
import { RangesTable } from './RangesTable';
import { StationBacktest } from './StationBacktest';
import { StrategyPowerChart } from './StrategyPowerChart';
import { StrategyStateTag } from './StrategyStateTag';
import { strategyKeys } from '../api/strategyKeys';
import { NamedRowSelect } from '../../../ui/NamedRowSelect';
import { localText } from '../../../ui/localText';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** The station detail's strategy tab: the strategy it runs, its push state, planned power, history, and choosing another. */
export function StationStrategyTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | undefined>();
  const current = useQuery({
    queryKey: strategyKeys.ofStation(stationId),
    queryFn: () => fetchStationStrategy(stationId),
    // While the station has not acknowledged yet, look again until it applies or fails.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_POLL_MS : false),
  });
  const strategies = useQuery({
    queryKey: strategyKeys.everyStrategy,
    queryFn: () => fetchStrategies({ current_page: 1, page_size: STRATEGIES_MAX }),
    enabled: canEdit,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
  const choose = useMutation({
    mutationFn: (strategyId: string) => setStationStrategy(stationId, { strategy_id: strategyId }),
    onSuccess: (next) => {
      queryClient.setQueryData(strategyKeys.ofStation(stationId), next);
      setChoice(undefined);
      void message.success(t('strategies.station.chosen'));
      refresh();
    },
    onError: (error) => toastError(error),
  });
  const clear = useMutation({
    mutationFn: () => clearStationStrategy(stationId),
    onSuccess: () => {
      void message.success(t('strategies.station.cleared'));
      refresh();
    },
    onError: (error) => toastError(error),
  });

  if (current.isPending) return <Spin />;
  const data = current.data;
  const strategy = data?.strategy ?? null;
  // A change names the strategy as it was then; while it still has that name, in the app's language.
  const historyName = (row: StationStrategyChange) => {
    if (row.strategy_name === null) return t('strategies.station.none');
    const same = [strategy, ...(strategies.data?.list ?? [])].find(
      (known) => known?.id === row.strategy_id && known.name === row.strategy_name,
    );
    return same ? localText(same, 'name') : row.strategy_name;
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="station-strategy">
      <Card size="small" title={t('strategies.station.title')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('strategies.station.current')}>
            <span data-testid="station-strategy-current">
              {strategy ? (
                <Link to={strategyRoutes.detail(strategy.id)}>{localText(strategy, 'name')}</Link>
              ) : (
                t('strategies.station.none')
              )}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.state')}>
            {strategy ? (
              <StrategyStateTag
                state={data?.state ?? null}
                reason={data?.reason}
                testId="station-strategy-state"
              />
            ) : (
              '--'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.assignedAt')}>
            {time(data?.assigned_at ?? null)}
          </Descriptions.Item>
          <Descriptions.Item label={t('strategies.fields.appliedAt')}>
            {time(data?.applied_at ?? null)}
          </Descriptions.Item>
        </Descriptions>
        {canEdit ? (
          <Space wrap style={{ marginTop: 8 }}>
            <NamedRowSelect
              label={t('strategies.station.choose')}
              placeholder={t(strategy ? 'strategies.station.change' : 'strategies.station.choose')}
              value={choice}
              onChange={setChoice}
              rows={strategies.data?.list}
              loading={strategies.isFetching}
              testId="station-strategy-select"
            />
            <Button
              type="primary"
              disabled={!choice}
              loading={choose.isPending}
              onClick={() => choice && choose.mutate(choice)}
              data-testid="station-strategy-choose"
            >
              {t(strategy ? 'strategies.station.change' : 'strategies.station.choose')}
            </Button>
            <Button
              onClick={() => navigate(strategyRoutes.form({ station: stationId }))}
              data-testid="station-strategy-add"
            >
              {t('strategies.station.addNew')}
            </Button>
            {strategy ? (
              <>
                <Button
                  onClick={() => navigate(strategyRoutes.form({ id: strategy.id, station: stationId }))}
                >
                  {t('strategies.station.editCurrent')}
                </Button>
                <ConfirmButton
                  question={t('strategies.station.confirmClear')}
                  words="strategies.common"
                  onConfirm={() => clear.mutate()}
                  danger
                  loading={clear.isPending}
                  data-testid="station-strategy-clear"
                >
                  {t('strategies.station.clear')}
                </ConfirmButton>
              </>
            ) : null}
          </Space>
        ) : null}
      </Card>
      <Card size="small" title={t('strategies.detail.chart')}>
        {strategy ? (
          <>
            <StrategyPowerChart ranges={strategy.ranges} />
            <RangesTable ranges={strategy.ranges} />
          </>
        ) : (
          <Empty description={t('strategies.station.none')} />
        )}
      </Card>
      <Card size="small" title={t('strategies.station.history')}>
        <Table<StationStrategyChange>
          size="small"
          rowKey={(row) => `${row.changed_at}-${row.strategy_id ?? ''}`}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={data?.history ?? []}
          data-testid="station-strategy-history"
          columns={[
            { title: t('strategies.fields.changedAt'), key: 'at', render: (_, row) => time(row.changed_at) },
            {
              title: t('strategies.fields.name'),
              key: 'name',
              render: (_, row) => historyName(row),
            },
            {
              title: t('strategies.fields.state'),
              key: 'state',
              render: (_, row) => <StrategyStateTag state={row.state} reason={row.reason} />,
            },
            {
              title: t('strategies.fields.changedBy'),
              key: 'by',
              render: (_, row) => row.changed_by ?? '--',
            },
          ]}
        />
      </Card>
      <StationBacktest stationId={stationId} />
    </Space>
  );
}
