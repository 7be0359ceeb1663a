import { type TimedStrategy, WEEKDAY_LABELS } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Switch, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { labelIn } from '../../../ui/labels';
import { toastError } from '../../../ui/toastError';
import {
  deleteTimedStrategy,
  fetchTimedStrategies,
  setTimedStrategyEnabled,
  timedKeys,
} from '../api/timedStrategies';
import { TimedStrategyForm } from './TimedStrategyForm';
import { TimedStrategyLog } from './TimedStrategyLog';

/** The station detail's timed-strategy tab: the strategies, their switches, and the run log. */
export function StationTimedStrategyTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TimedStrategy | 'new' | undefined>();
  const list = useQuery({
    queryKey: timedKeys.list(stationId, page),
    queryFn: () => fetchTimedStrategies(stationId, page),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: timedKeys.all });
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      setTimedStrategyEnabled(stationId, id, enabled),
    onSuccess: refresh,
    onError: (error) => toastError(error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTimedStrategy(stationId, id),
    onSuccess: refresh,
    onError: (error) => toastError(error),
  });
  const handleAdd = () => setEditing('new');
  const handleClose = () => setEditing(undefined);
  const zone = list.data?.list[0]?.time_zone;

  const schedule = (s: TimedStrategy) => {
    if (s.repeat_mode === 'specified_time')
      return t('timed.summary.specified', { count: s.specified_times.length });
    const days = s.weekdays.map((d) => labelIn(WEEKDAY_LABELS, d as 1)).join('、');
    return t(`timed.summary.${s.cycle ?? 'day'}` as never, {
      every: s.every,
      time: s.run_time ?? '',
      days,
      day: s.day_of_month ?? '',
      month: s.month_of_year ?? '',
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('timed.title')}
        extra={
          canEdit && (
            <Button type="primary" onClick={handleAdd}>
              {t('timed.common.add')}
            </Button>
          )
        }
      >
        {zone && <Typography.Text type="secondary">{t('timed.zoneNote', { zone })}</Typography.Text>}
        <Table<TimedStrategy>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.pagination.total_size ?? 0,
            onChange: setPage,
          }}
          columns={[
            { title: t('timed.columns.name'), dataIndex: 'name' },
            { title: t('timed.columns.device'), render: (_, s) => s.device_name ?? t('timed.never') },
            { title: t('timed.columns.repeat'), render: (_, s) => schedule(s) },
            {
              title: t('timed.columns.nextRun'),
              render: (_, s) =>
                s.next_run_at ? dayjs(s.next_run_at).format('YYYY-MM-DD HH:mm') : t('timed.never'),
            },
            {
              title: t('timed.columns.enabled'),
              render: (_, s) => (
                <Switch
                  checked={s.enabled}
                  disabled={!canEdit}
                  aria-label={t(s.enabled ? 'timed.disable' : 'timed.enable')}
                  onChange={(enabled) => toggle.mutate({ id: s.id, enabled })}
                />
              ),
            },
            {
              title: t('timed.common.actions'),
              render: (_, s) =>
                canEdit && (
                  <Space>
                    <Button type="link" onClick={() => setEditing(s)}>
                      {t('timed.common.edit')}
                    </Button>
                    <ConfirmButton
                      type="link"
                      danger
                      words="timed.common"
                      question={t('timed.deleteQuestion')}
                      onConfirm={() => remove.mutate(s.id)}
                    >
                      {t('timed.common.delete')}
                    </ConfirmButton>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <TimedStrategyLog stationId={stationId} />
      {editing && (
        <TimedStrategyForm
          stationId={stationId}
          editing={editing === 'new' ? undefined : editing}
          onClose={handleClose}
        />
      )}
    </Space>
  );
}
