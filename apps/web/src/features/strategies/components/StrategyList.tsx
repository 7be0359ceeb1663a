import { STRATEGIES_MAX, type Strategy } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EditCopyDelete, NameSearchBar, useNameSearch } from '../../../ui/NameSearchList';
import { toastError } from '../../../ui/toastError';
import { deleteStrategy, fetchStrategies } from '../api/strategies';
import { MODE_COLORS, modeLabel } from '../utils/modes';
import { strategyRoutes } from '../utils/routes';
import { StrategyApplyDialog } from './StrategyApplyDialog';
import { strategyKeys } from '../api/strategyKeys';

export const STRATEGY_PAGE_SIZE = 10;

/** The tenant's strategies, the default first (the server's order), filtered by name. */
export function filterStrategies(list: readonly Strategy[], name: string): Strategy[] {
  const needle = name.trim().toLowerCase();
  return needle ? list.filter((s) => s.name.toLowerCase().includes(needle)) : [...list];
}

/**
 * StationManagement/StationBatchStrategyList: the tenant's strategies (at most 20, so one call holds
 * them all; search and page run here and live in the URL), with add, edit, copy, delete and the
 * batch push to stations.
 */
export function StrategyList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useNameSearch();
  const { name, page, go } = list;
  const [applying, setApplying] = useState<Strategy | null>(null);

  const strategies = useQuery({
    queryKey: strategyKeys.everyStrategy,
    queryFn: () => fetchStrategies({ current_page: 1, page_size: STRATEGIES_MAX }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteStrategy(id),
    onSuccess: () => {
      void message.success(t('strategies.list.deleted'));
      void queryClient.invalidateQueries({ queryKey: strategyKeys.all });
    },
    // "In use" (iot-strategy.10001) and "the default" (10006) arrive as catalogue text in the caller's language.
    onError: (error) => toastError(error),
  });

  const rows = filterStrategies(strategies.data?.list ?? [], name);
  const columns: ColumnsType<Strategy> = [
    {
      title: t('strategies.fields.name'),
      key: 'name',
      render: (_, strategy) => (
        <Space size={4}>
          <Link to={strategyRoutes.detail(strategy.id)}>{strategy.name}</Link>
          {strategy.is_default ? <Tag color="gold">{t('strategies.list.default')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('strategies.fields.mode'),
      key: 'modes',
      render: (_, strategy) =>
        [...new Set(strategy.ranges.map((range) => range.mode))].map((mode) => (
          <Tag key={mode} color={MODE_COLORS[mode]}>
            {modeLabel(mode)}
          </Tag>
        )),
    },
    {
      title: t('strategies.fields.ranges'),
      key: 'ranges',
      render: (_, strategy) => strategy.ranges.length,
    },
    { title: t('strategies.fields.stationCount'), key: 'station_count', dataIndex: 'station_count' },
    { title: t('strategies.fields.remark'), key: 'remark', dataIndex: 'remark', ellipsis: true },
    {
      title: t('strategies.fields.updatedAt'),
      key: 'updated_at',
      dataIndex: 'updated_at',
      width: 150,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('strategies.common.actions'),
      key: 'actions',
      width: 320,
      render: (_, strategy) => (
        <Space size={4} style={{ whiteSpace: 'nowrap' }}>
          <Button
            type="link"
            size="small"
            data-testid={`strategy-apply-${strategy.name}`}
            onClick={() => setApplying(strategy)}
          >
            {t('strategies.list.apply')}
          </Button>
          <EditCopyDelete
            ns="strategies"
            testId="strategy"
            name={strategy.name}
            onEdit={() => navigate(strategyRoutes.form({ id: strategy.id }))}
            onCopy={() => navigate(strategyRoutes.form({ copy: strategy.id }))}
            onDelete={() => remove.mutate(strategy.id)}
          />
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="strategy-list">
      <NameSearchBar
        ns="strategies"
        testId="strategy"
        state={list}
        onAdd={() => navigate(strategyRoutes.form())}
      />
      <Table<Strategy>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={strategies.isFetching || remove.isPending}
        scroll={{ x: 1100 }}
        data-testid="strategy-table"
        onChange={(pagination) => go({ page: pagination.current ?? 1 })}
        pagination={{
          current: page,
          pageSize: STRATEGY_PAGE_SIZE,
          total: rows.length,
          showSizeChanger: false,
        }}
      />
      {applying ? <StrategyApplyDialog strategy={applying} onClose={() => setApplying(null)} /> : null}
    </div>
  );
}
