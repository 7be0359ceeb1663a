import {
  STRATEGY_BATCH_MAX,
  type Strategy,
  type StrategyStation,
  strategyBatchApplySchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../ui/fieldRule';
import { serverFormErrors } from '../../../ui/serverFormErrors';
import { applyStrategy, fetchVisibleStations } from '../api/strategies';
import { stationStateColumn } from './StrategyStateTag';
import { strategyKeys } from '../api/strategyKeys';

/** Counts of a batch result by state (a refused station counts as failed). */
export function resultSummary(results: readonly StrategyStation[]) {
  return {
    applied: results.filter((r) => r.state === 'applied').length,
    pending: results.filter((r) => r.state === 'pending').length,
    failed: results.filter((r) => r.state !== 'applied' && r.state !== 'pending').length,
  };
}

/** Batch: choose stations the caller can see, push the strategy to them, then show each station's result. */
export function StrategyApplyDialog({ strategy, onClose }: { strategy: Strategy; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Names of stations met in earlier searches, so chosen ones keep their labels.
  const [known, setKnown] = useState<Record<string, string>>({});
  const stations = useQuery({
    queryKey: strategyKeys.visibleStations(search),
    queryFn: () =>
      fetchVisibleStations({ current_page: 1, page_size: STRATEGY_BATCH_MAX, name: search || undefined }),
  });
  const apply = useMutation({
    mutationFn: () => applyStrategy(strategy.id, { station_ids: chosen }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: strategyKeys.all }),
    onError: (failure) => {
      const { errors, rest } = serverFormErrors(failure);
      setError([...errors.flatMap((e) => e.errors), ...rest].join('; '));
    },
  });

  const handleApply = () => {
    const checked = strategyBatchApplySchema.safeParse({ station_ids: chosen });
    if (!checked.success) {
      setError(issueText(checked.error.issues[0]));
      return;
    }
    setError(null);
    apply.mutate();
  };

  const found = stations.data?.list ?? [];
  const options = [
    ...found.map((s) => ({ value: s.id, label: s.name })),
    ...chosen
      .filter((id) => !found.some((s) => s.id === id))
      .map((id) => ({ value: id, label: known[id] ?? id })),
  ];
  const results = apply.data?.results;
  const summary = results ? resultSummary(results) : null;
  return (
    <Modal
      open
      width={720}
      title={t('strategies.apply.title', { name: strategy.name })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        results
          ? [
              <Button key="done" type="primary" onClick={onClose} data-testid="strategy-apply-done">
                {t('strategies.apply.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('strategies.common.cancel')}
              </Button>,
              <Button
                key="apply"
                type="primary"
                loading={apply.isPending}
                onClick={handleApply}
                data-testid="strategy-apply-submit"
              >
                {t('strategies.apply.submit')}
              </Button>,
            ]
      }
    >
      {results && summary ? (
        <>
          <Alert
            type={summary.failed > 0 ? 'warning' : 'success'}
            showIcon
            style={{ marginBottom: 12 }}
            title={t('strategies.apply.summary', summary)}
            data-testid="strategy-apply-summary"
          />
          <Table<StrategyStation>
            size="small"
            rowKey="station_id"
            pagination={false}
            dataSource={results}
            data-testid="strategy-apply-results"
            title={() => t('strategies.apply.result')}
            columns={[
              {
                title: t('strategies.fields.station'),
                key: 'station',
                render: (_, row) => row.station_name ?? row.station_id,
              },
              stationStateColumn(t('strategies.fields.state'), 'strategy-apply-state'),
            ]}
          />
        </>
      ) : (
        <Form layout="vertical">
          <Form.Item
            label={t('strategies.apply.stations')}
            extra={t('strategies.apply.hint', { max: STRATEGY_BATCH_MAX })}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
            required
          >
            <Select
              mode="multiple"
              showSearch
              filterOption={false}
              onSearch={setSearch}
              placeholder={t('strategies.apply.placeholder')}
              aria-label={t('strategies.apply.stations')}
              value={chosen}
              onChange={(value: string[]) => {
                setChosen(value);
                setKnown((before) => ({
                  ...before,
                  ...Object.fromEntries(found.map((s) => [s.id, s.name])),
                }));
                setError(null);
              }}
              loading={stations.isFetching}
              maxCount={STRATEGY_BATCH_MAX}
              data-testid="strategy-apply-stations"
              options={options}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
