import type { FirmwareTaskDetail } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { approveTask, cancelTask, fetchFirmware, firmwareKeys, pauseTask, resumeTask } from '../api/firmware';

/** Pause, resume (optionally with another package of the type), approve and cancel; each audited. */
export function TaskActions({ task }: { task: FirmwareTaskDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [replacement, setReplacement] = useState<string | undefined>();
  const packages = useQuery({
    queryKey: firmwareKeys.list,
    queryFn: fetchFirmware,
    enabled: task.phase === 'paused',
  });
  const act = useMutation({
    mutationFn: (action: () => Promise<FirmwareTaskDetail>) => action(),
    onSuccess: (next) => {
      client.setQueryData(firmwareKeys.task(task.id), next);
      void client.invalidateQueries({ queryKey: firmwareKeys.tasks });
    },
    onError: (error) => toastError(error),
  });
  const sameType = (packages.data?.items ?? []).filter(
    (p) => p.type_name === task.type_name && p.id !== task.firmware_id,
  );
  const handleResume = () =>
    act.mutate(() => resumeTask(task.id, replacement ? { firmware_id: replacement } : {}));
  const open = !['finished', 'cancelled'].includes(task.phase);
  return (
    <Space wrap>
      {['scheduled', 'running', 'awaiting_approval'].includes(task.phase) && (
        <Button
          onClick={() => act.mutate(() => pauseTask(task.id))}
          loading={act.isPending}
          data-testid="task-pause"
        >
          {t('firmware.actions.pause')}
        </Button>
      )}
      {task.phase === 'paused' && (
        <>
          <Select
            allowClear
            placeholder={t('firmware.fields.replacement')}
            style={{ minWidth: 220 }}
            value={replacement}
            onChange={setReplacement}
            data-testid="task-replacement"
            options={sameType.map((p) => ({ value: p.id, label: `${p.version} · ${p.description}` }))}
          />
          <Button type="primary" onClick={handleResume} loading={act.isPending} data-testid="task-resume">
            {t('firmware.actions.resume')}
          </Button>
        </>
      )}
      {task.phase === 'awaiting_approval' && (
        <Button
          type="primary"
          onClick={() => act.mutate(() => approveTask(task.id))}
          data-testid="task-approve"
        >
          {t('firmware.actions.approve')}
        </Button>
      )}
      {open && (
        <Popconfirm
          title={t('firmware.confirm.cancel')}
          onConfirm={() => act.mutate(() => cancelTask(task.id))}
        >
          <Button danger data-testid="task-cancel">
            {t('firmware.actions.cancel')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
