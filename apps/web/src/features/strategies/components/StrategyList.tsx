import { usePermissions } from '../../access';
import { STRATEGIES_MAX, type Strategy } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NameSearchBar, useNameSearch, usageColumns } from '../../../ui/NameSearchList';
import { useListChange } from '../../../ui/listChange';
import { PagedTable } from '../../../ui/PagedTable';
import { nameSearchActions } from '../../../ui/nameSearchActions';
import { deleteStrategy, fetchStrategies } from '../api/strategies';
import { MODE_COLORS, modeLabel } from '../utils/modes';
import { strategyRoutes } from '../utils/routes';
import { StrategyApplyDialog } from './StrategyApplyDialog';
import { strategyKeys } from '../api/strategyKeys';
import { localText } from '../../../ui/localText';

export const STRATEGY_PAGE_SIZE = 10;

/** The tenant's strategies, the default first (the server's order), filtered by name. */
export function filterStrategies(list: readonly Strategy[], name: string): Strategy[] {
  const needle = name.trim().toLowerCase();
  return needle
    ? list.filter((s) => [s.name, localText(s, 'name')].some((n) => n.toLowerCase().includes(needle)))
    : [...list];
}

/**
 * StationManagement/StationBatchStrategyList: the tenant's strategies (at most 20, so one call holds
 * them all; search and page run here and live in the URL), with add, edit, copy, delete and the
 * batch push to stations.
 */
export function StrategyList() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const list = useNameSearch();
  const { name, page, go } = list;
  const [applying, setApplying] = useState<Strategy | null>(null);

  const strategies = useQuery({
    queryKey: strategyKeys.everyStrategy,
    queryFn: () => fetchStrategies({ current_page: 1, page_size: STRATEGIES_MAX }),
  });
  // "In use" (iot-strategy.10001) and "the default" (10006) are refused with catalogue text.
  const remove = useListChange(deleteStrategy, {
    refresh: strategyKeys.all,
    done: t('strategies.list.deleted'),
  });

  const rows = filterStrategies(strategies.data?.list ?? [], name);
  const columns: ColumnsType<Strategy> = [
    {
      title: t('strategies.fields.name'),
      key: 'name',
      render: (_, strategy) => (
        <Space size={4}>
          <Link to={strategyRoutes.detail(strategy.id)}>{localText(strategy, 'name')}</Link>
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
    ...usageColumns<Strategy>('strategies', t),
    nameSearchActions<Strategy>(t, {
      ns: 'strategies',
      testId: 'strategy',
      width: 320,
      lead: (strategy) =>
        can('strategy:dispatch') ? (
          <Button
            type="link"
            size="small"
            data-testid={`strategy-apply-${strategy.name}`}
            onClick={() => setApplying(strategy)}
          >
            {t('strategies.list.apply')}
          </Button>
        ) : null,
      onEdit: (strategy) => navigate(strategyRoutes.form({ id: strategy.id })),
      onCopy: (strategy) => navigate(strategyRoutes.form({ copy: strategy.id })),
      rights: { edit: can('strategy:update'), copy: can('strategy:create'), remove: can('strategy:delete') },
      onDelete: (strategy) => remove.mutate(strategy.id),
    }),
  ];

  return (
    <div data-testid="strategy-list">
      <NameSearchBar
        ns="strategies"
        testId="strategy"
        state={list}
        onAdd={can('strategy:create') ? () => navigate(strategyRoutes.form()) : undefined}
      />
      <PagedTable<Strategy>
        size="middle"
        columns={columns}
        busy={strategies.isFetching || remove.isPending}
        scroll={{ x: 1100 }}
        data-testid="strategy-table"
        // All rows at once: the table cuts the page out of them.
        rows={{ list: rows, pagination: { total_size: rows.length } }}
        paging={{ page, pageSize: STRATEGY_PAGE_SIZE, onChange: (next) => go({ page: next }) }}
      />
      {applying ? <StrategyApplyDialog strategy={applying} onClose={() => setApplying(null)} /> : null}
    </div>
  );
}
