import type { HistoryDownload, HistoryDownloadState } from '@ies/contracts';
import { Button, Space, Steps, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { progressOf, stepsFor } from '../utils/downloadProgress';

export interface DownloadProgressProps {
  task: HistoryDownload;
  onCancel(): void;
  onSave(): void;
}

/** A download task's B §4 progress: the steps, where it stands, and what can be done now. */
export function DownloadProgress({ task, onCancel, onSave }: DownloadProgressProps) {
  const { t } = useTranslation();
  // The last running state seen, so a cancelled task marks the step it stopped at.
  const lastRunning = useRef<HistoryDownloadState | undefined>(undefined);
  useEffect(() => {
    if (task.state !== 'cancelled' && task.state !== 'failed') lastRunning.current = task.state;
  }, [task.state]);
  const view = progressOf(task.state, task.zip, lastRunning.current);
  const steps = stepsFor(task.zip);
  const stopped = task.state === 'cancelled' || task.state === 'failed';
  return (
    <div data-testid="download-progress" data-state={task.state}>
      <Steps
        size="small"
        current={view.current}
        status={view.status}
        items={steps.map((state, index) => ({
          title:
            stopped && index === view.current
              ? t(`deviceData.history.states.${task.state}`)
              : t(`deviceData.history.states.${state}`),
        }))}
      />
      <Space style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">
          {t('deviceData.history.records', { count: task.records })}
        </Typography.Text>
        {task.error_code ? (
          <Typography.Text type="danger">{translateError(task.error_code)}</Typography.Text>
        ) : null}
        {view.running ? (
          <Button size="small" onClick={onCancel} data-testid="download-cancel">
            {t('deviceData.history.cancel')}
          </Button>
        ) : null}
        {view.downloadable ? (
          <Button size="small" type="primary" onClick={onSave} data-testid="download-save">
            {t('deviceData.history.save')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
