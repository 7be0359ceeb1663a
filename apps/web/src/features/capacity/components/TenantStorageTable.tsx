import { STORAGE_MODE_LABELS, type TenantStorageRow } from '@ies/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { fetchTenantStorage } from '../api/capacity';
import { capacityKeys } from '../api/capacityKeys';
import { formatBytes } from '../utils/bytes';
import { StoragePolicyDialog } from './StoragePolicyDialog';
import { UsageBar } from './UsageBar';

/** Platform administrator: every merchant's mode, use, quota and percent. */
export function TenantStorageTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [editing, setEditing] = useState<TenantStorageRow | null>(null);
  const list = useQuery({
    queryKey: capacityKeys.tenants(page.current, page.size),
    queryFn: () => fetchTenantStorage({ current_page: page.current, page_size: page.size }),
  });
  const handleClose = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: capacityKeys.storage });
  };
  return (
    <Card title={t('capacity.tenants')}>
      <Table<TenantStorageRow>
        rowKey="tenant_id"
        data-testid="tenant-storage-table"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.pagination.total_size ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { title: t('capacity.tenant'), render: (_, r) => `${r.tenant_name} (${r.namespace})` },
          { title: t('capacity.mode'), render: (_, r) => labelIn(STORAGE_MODE_LABELS, r.mode) },
          { title: t('capacity.onFullColumn'), render: (_, r) => t(`capacity.onFullOptions.${r.on_full}`) },
          {
            title: t('capacity.retentionColumn'),
            render: (_, r) => t('capacity.days', { count: r.retention_days }),
          },
          { title: t('capacity.used'), render: (_, r) => formatBytes(r.capacity.used_bytes) },
          {
            title: t('capacity.quota'),
            render: (_, r) =>
              `${formatBytes(r.capacity.quota_bytes)}${r.quota_custom ? '' : ` (${t('capacity.defaultQuota')})`}`,
          },
          { title: t('capacity.percent'), render: (_, r) => <UsageBar capacity={r.capacity} /> },
          {
            title: t('capacity.common.actions'),
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                {t('capacity.policy')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <StoragePolicyDialog row={editing} onClose={handleClose} />}
    </Card>
  );
}
