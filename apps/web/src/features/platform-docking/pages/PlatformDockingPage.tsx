import type { PlatformBinding } from '@ies/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { toastError } from '../../../ui/toastError';
import { deleteBinding, dockingKeys, fetchBindings, pushNow } from '../api/platformBindings';
import { BindingDialog } from '../components/BindingDialog';
import { DeliveriesPanel } from '../components/DeliveriesPanel';

/** Platform docking (B §2 SystemManagement/PlatformDocking): stations pushed to third-party platforms. */
export default function PlatformDockingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ binding?: PlatformBinding } | null>(null);
  const [shown, setShown] = useState<PlatformBinding | null>(null);
  const bindings = useQuery({ queryKey: dockingKeys.all, queryFn: fetchBindings });
  const refresh = () => queryClient.invalidateQueries({ queryKey: dockingKeys.all });
  const push = useMutation({
    mutationFn: pushNow,
    onSuccess: () => void feedback.message.success(t('docking.pushed')),
    onError: (error) => toastError(error),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteBinding,
    onSuccess: (_, id) => {
      if (shown?.id === id) setShown(null);
      void refresh();
    },
    onError: (error) => toastError(error),
  });
  const handleClose = () => {
    setDialog(null);
    void refresh();
  };
  const handlePush = (binding: PlatformBinding) => {
    setShown(binding);
    push.mutate(binding.id);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({})}
            data-testid="docking-add"
          >
            {t('docking.add')}
          </Button>
        }
      >
        <Table<PlatformBinding>
          rowKey="id"
          loading={bindings.isLoading}
          dataSource={bindings.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('docking.fields.projectName'), dataIndex: 'project_name' },
            { title: t('docking.fields.projectNumber'), dataIndex: 'project_number' },
            { title: t('docking.fields.station'), dataIndex: 'group_name' },
            { title: t('docking.fields.pushUrl'), dataIndex: 'push_url', ellipsis: true },
            {
              title: t('docking.fields.enabled'),
              render: (_, b) => <Tag color={b.enabled ? 'green' : 'default'}>{b.enabled ? '✓' : '—'}</Tag>,
            },
            {
              title: t('docking.lastDelivery'),
              render: (_, b) =>
                b.last_delivery ? t(`docking.status.${b.last_delivery.status}`) : t('docking.never'),
            },
            {
              title: t('docking.common.actions'),
              render: (_, b) => (
                <Space size="small" wrap>
                  <Button type="link" size="small" onClick={() => setShown(b)}>
                    {t('docking.deliveries')}
                  </Button>
                  <Button type="link" size="small" onClick={() => handlePush(b)} data-testid="docking-push">
                    {t('docking.push')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ binding: b })}>
                    {t('docking.common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('docking.deleteConfirm')}
                    okText={t('docking.common.ok')}
                    cancelText={t('docking.common.cancel')}
                    onConfirm={() => remove.mutate(b.id)}
                  >
                    <Button type="link" size="small" danger>
                      {t('docking.common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {shown && <DeliveriesPanel key={shown.id} binding={shown} />}
      {dialog && <BindingDialog binding={dialog.binding} onClose={handleClose} />}
    </Space>
  );
}
