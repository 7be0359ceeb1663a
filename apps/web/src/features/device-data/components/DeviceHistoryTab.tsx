import { pointLabel } from '../utils/pointLabel';
import { HISTORY_DOWNLOAD_FINAL_STATES, type HistoryDownload, type HistoryResult } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Empty, Popconfirm, Select, Space, Spin, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import {
  cancelDownload,
  createDownload,
  deleteHistory,
  fetchDownload,
  fetchHistory,
  saveDownloadFile,
} from '../api/deviceData';
import { useDeviceModel } from '../hooks/useDeviceModel';
import { DownloadProgress } from './DownloadProgress';
import { numericPairs, SeriesChart } from './SeriesChart';
import { toastError } from '../../../ui/toastError';
import { deviceDataKeys } from '../api/deviceDataKeys';

const showError = (error: unknown) => toastError(error);

/** History tab: 1–3 points over a range (bucketed by the server when long), download task, range deletion. */
export function DeviceHistoryTab({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const { type, loading } = useDeviceModel(deviceId);
  const allPoints = useMemo(() => type?.points ?? [], [type]);
  const [points, setPoints] = useState<string[]>([]);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(1, 'day'), dayjs()]);
  const [zip, setZip] = useState(false);
  const [result, setResult] = useState<HistoryResult>();
  const [task, setTask] = useState<HistoryDownload>();

  useEffect(() => {
    if (points.length === 0 && allPoints.length > 0) setPoints([allPoints[0]!.name]);
  }, [allPoints, points.length]);

  const from = range[0].valueOf();
  const to = range[1].valueOf();

  const query = useMutation({
    mutationFn: () => fetchHistory(deviceId, { points, from, to }),
    onSuccess: setResult,
    onError: showError,
  });

  const remove = useMutation({
    mutationFn: () => deleteHistory(deviceId, from, to),
    onSuccess: (answer) => {
      void feedback.message.success(t('deviceData.history.deleted', { count: answer.deleted }));
      if (result) query.mutate();
    },
    onError: showError,
  });

  const start = useMutation({
    mutationFn: () => createDownload(deviceId, { points, from, to, zip }),
    onSuccess: setTask,
    onError: showError,
  });

  // The task is followed until it stops moving.
  const progress = useQuery({
    queryKey: deviceDataKeys.download(deviceId, task?.id),
    queryFn: () => fetchDownload(deviceId, task!.id),
    enabled:
      Boolean(task) &&
      !HISTORY_DOWNLOAD_FINAL_STATES.includes(task!.state) &&
      task!.state !== 'waiting_for_download',
    refetchInterval: 1000,
  });
  useEffect(() => {
    if (progress.data) setTask(progress.data);
  }, [progress.data]);

  const handleCancel = () => {
    if (task) cancelDownload(deviceId, task.id).then(setTask, showError);
  };
  const handleSave = () => {
    if (!task) return;
    saveDownloadFile(deviceId, task).then(() => fetchDownload(deviceId, task.id).then(setTask), showError);
  };
  const handleRange = (value: [Dayjs | null, Dayjs | null] | null) => {
    if (value?.[0] && value[1]) setRange([value[0], value[1]]);
  };

  if (loading) return <Spin />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="device-history-tab">
      <Space wrap>
        <Select
          mode="multiple"
          maxCount={3}
          style={{ minWidth: 280 }}
          placeholder={t('deviceData.history.points')}
          value={points}
          onChange={setPoints}
          options={allPoints.map((p) => ({
            value: p.name,
            label: pointLabel(p),
          }))}
          data-testid="history-points"
        />
        <DatePicker.RangePicker showTime value={range} onChange={handleRange} data-testid="history-range" />
        <Button
          type="primary"
          onClick={() => query.mutate()}
          loading={query.isPending}
          disabled={points.length === 0}
          data-testid="history-query"
        >
          {t('deviceData.history.query')}
        </Button>
        <Checkbox checked={zip} onChange={(e) => setZip(e.target.checked)}>
          {t('deviceData.history.zip')}
        </Checkbox>
        <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="history-download">
          {t('deviceData.history.download')}
        </Button>
        <Popconfirm
          title={t('deviceData.history.deleteConfirm', {
            from: range[0].format('YYYY-MM-DD HH:mm:ss'),
            to: range[1].format('YYYY-MM-DD HH:mm:ss'),
          })}
          onConfirm={() => remove.mutate()}
        >
          <Button danger loading={remove.isPending} data-testid="history-delete">
            {t('deviceData.history.delete')}
          </Button>
        </Popconfirm>
      </Space>
      {task ? (
        <Card size="small" title={t('deviceData.history.downloadTask')}>
          <DownloadProgress task={task} onCancel={handleCancel} onSave={handleSave} />
        </Card>
      ) : null}
      {result ? (
        <Card size="small" extra={<Tag>{t(`deviceData.history.resolution.${result.resolution}`)}</Tag>}>
          {result.series.every((s) => s.data.length === 0) ? (
            <Empty description={t('deviceData.realtime.noData')} />
          ) : (
            <SeriesChart series={result.series.map((s) => ({ name: s.point, data: numericPairs(s.data) }))} />
          )}
        </Card>
      ) : null}
    </Space>
  );
}
