import type { ExportFormat, ExportSourceInput } from '@ies/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { feedback } from '../../../ui/feedback';
import { toastError } from '../../../ui/toastError';
import { createExportTask, exportFile, exportKeys } from '../api/exports';
import { fileNameOf } from '../utils/fileName';
import { DeliveryDialog } from './DeliveryDialog';

export const DOWNLOADS_PATH = '/Container/Report/Downloads';

/**
 * The export button of a report or analysis screen: the screen's own query as xlsx or PDF at once,
 * as a download task for big ones, or as a scheduled e-mail. `source` is null while nothing is shown.
 */
export function ExportMenu({
  source,
  title,
  stationId,
}: {
  source: ExportSourceInput | null;
  /** The report's title, for the file's and the delivery's name. */
  title: string;
  /** The station whose time zone a new delivery follows by default. */
  stationId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  const handleTask = async (format: ExportFormat) => {
    if (!source) return;
    try {
      await createExportTask({ format, source });
      void queryClient.invalidateQueries({ queryKey: exportKeys.tasks });
      feedback.notification.success({
        title: t('exports.taskCreated'),
        description: (
          <Button type="link" style={{ padding: 0 }} onClick={() => navigate(DOWNLOADS_PATH)}>
            {t('exports.openTasks')}
          </Button>
        ),
      });
    } catch (error) {
      toastError(error);
    }
  };

  const handleExport = async (format: ExportFormat) => {
    if (!source) return;
    setBusy(true);
    try {
      await exportFile({ format, source }, fileNameOf(title, format));
    } catch (error) {
      // Too big to make at once: offer the download task.
      if (error instanceof ApiError && error.code === 'iot-export.10001') {
        feedback.modal.confirm({
          title: error.message,
          content: t('exports.toTask'),
          okText: t('exports.toTaskOk'),
          onOk: () => handleTask(format),
        });
      } else toastError(error);
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps['items'] = [
    { key: 'xlsx', label: t('exports.menu.xlsx') },
    { key: 'pdf', label: t('exports.menu.pdf') },
    { type: 'divider' },
    { key: 'task-xlsx', label: t('exports.menu.taskXlsx') },
    { key: 'task-pdf', label: t('exports.menu.taskPdf') },
    { type: 'divider' },
    { key: 'schedule', label: t('exports.menu.schedule') },
    { key: 'tasks', label: t('exports.openTasks') },
  ];
  const handleMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'xlsx' || key === 'pdf') void handleExport(key);
    else if (key === 'task-xlsx') void handleTask('xlsx');
    else if (key === 'task-pdf') void handleTask('pdf');
    else if (key === 'tasks') void navigate(DOWNLOADS_PATH);
    else setScheduling(true);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick: handleMenu }} disabled={!source} trigger={['click']}>
        <Button icon={<DownloadOutlined />} loading={busy} data-testid="export-menu">
          {t('exports.menu.export')}
        </Button>
      </Dropdown>
      {scheduling && source ? (
        <DeliveryDialog
          source={source}
          title={title}
          stationId={stationId}
          onClose={() => setScheduling(false)}
        />
      ) : null}
    </>
  );
}
