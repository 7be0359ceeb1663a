import { Allowed } from '../../access';
import type { Firmware } from '@ies/contracts';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { PackagesTable } from '../components/PackagesTable';
import { TaskDialog } from '../components/TaskDialog';
import { TasksTable } from '../components/TasksTable';
import { UploadDialog } from '../components/UploadDialog';
import { TASK_DETAILS_ROUTE } from '../utils/firmwareText';

/** DeviceManager/FirmwareList: packages (upload, start a task) and upgrade tasks. */
export default function FirmwareListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'tasks' ? 'tasks' : 'packages';
  const [uploading, setUploading] = useState(false);
  const [taskFor, setTaskFor] = useState<Firmware | null>(null);
  const handleOpen = (id: string) =>
    navigate(`${containerPath(TASK_DETAILS_ROUTE)}?id=${encodeURIComponent(id)}`);
  const handleTab = (key: string) => setParams({ tab: key }, { replace: true });
  return (
    <Card
      title={t('route.firmwareList')}
      extra={
        <Allowed to="firmware:create">
          <Button type="primary" onClick={() => setUploading(true)} data-testid="firmware-upload">
            {t('firmware.common.upload')}
          </Button>
        </Allowed>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={handleTab}
        items={[
          {
            key: 'packages',
            label: t('firmware.tabs.packages'),
            children: <PackagesTable onCreateTask={setTaskFor} />,
          },
          { key: 'tasks', label: t('firmware.tabs.tasks'), children: <TasksTable onOpen={handleOpen} /> },
        ]}
      />
      {uploading && <UploadDialog onClose={() => setUploading(false)} />}
      {taskFor && (
        <TaskDialog
          firmware={taskFor}
          onClose={() => setTaskFor(null)}
          onCreated={(task) => handleOpen(task.id)}
        />
      )}
    </Card>
  );
}
