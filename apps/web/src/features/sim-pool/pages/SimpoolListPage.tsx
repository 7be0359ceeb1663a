import { Allowed } from '../../access';
import type { SimPool } from '@ies/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { toastError } from '../../../ui/toastError';
import { deleteSimPool, fetchSimPools, simPoolKeys, syncSimPool } from '../api/simPools';
import { SimCardsPanel } from '../components/SimCardsPanel';
import { SimPoolDialog } from '../components/SimPoolDialog';

const mb = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** SIM pools (B §2 SystemManagement/SimpoolList): pools, their data amounts, cards and warnings. */
export default function SimpoolListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ pool?: SimPool } | null>(null);
  const [shown, setShown] = useState<SimPool | null>(null);
  const pools = useQuery({ queryKey: simPoolKeys.all, queryFn: fetchSimPools });
  const refresh = () => queryClient.invalidateQueries({ queryKey: simPoolKeys.all });
  const sync = useMutation({
    mutationFn: syncSimPool,
    onSuccess: () => void feedback.message.success(t('simPool.synced')),
    onError: (error) => toastError(error),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteSimPool,
    onSuccess: refresh,
    onError: (e) => toastError(e),
  });
  const handleClose = () => {
    setDialog(null);
    void refresh();
  };
  const handleShowCards = (pool: SimPool) => setShown((current) => (current?.id === pool.id ? null : pool));
  const stateOf = (pool: SimPool) => {
    if (pool.sync_error) return <Tag color="red">{t('simPool.syncFailed')}</Tag>;
    if (!pool.synced_at) return <Tag>{t('simPool.neverSynced')}</Tag>;
    if (pool.warnings.length > 0) return <Tag color="orange">{t('simPool.warning.usage')}</Tag>;
    return <Tag color="green">{t('simPool.normal')}</Tag>;
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        extra={
          <Allowed to="sim-pool:create">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({})}
              data-testid="sim-pool-add"
            >
              {t('simPool.add')}
            </Button>
          </Allowed>
        }
      >
        <Table<SimPool>
          rowKey="id"
          loading={pools.isLoading}
          dataSource={pools.data?.items ?? []}
          pagination={false}
          columns={[
            { title: t('simPool.fields.poolId'), dataIndex: 'pool_id' },
            { title: t('simPool.fields.appId'), dataIndex: 'app_id' },
            { title: t('simPool.columns.total'), render: (_, p) => mb(p.total_mb) },
            { title: t('simPool.columns.used'), render: (_, p) => mb(p.used_mb) },
            { title: t('simPool.columns.remaining'), render: (_, p) => mb(p.remaining_mb) },
            { title: t('simPool.columns.cardCount'), dataIndex: 'card_count' },
            {
              title: t('simPool.columns.syncedAt'),
              render: (_, p) => (p.synced_at ? dayjs(p.synced_at).format('YYYY-MM-DD HH:mm') : '—'),
            },
            { title: t('simPool.columns.state'), render: (_, p) => stateOf(p) },
            {
              title: t('simPool.common.actions'),
              render: (_, p) => (
                <Space size="small" wrap>
                  <Button type="link" size="small" onClick={() => handleShowCards(p)}>
                    {t('simPool.cards')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    loading={sync.isPending && sync.variables === p.id}
                    onClick={() => sync.mutate(p.id)}
                  >
                    {t('simPool.sync')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ pool: p })}>
                    {t('simPool.common.edit')}
                  </Button>
                  <Popconfirm
                    title={t('simPool.deleteConfirm')}
                    okText={t('simPool.common.ok')}
                    cancelText={t('simPool.common.cancel')}
                    onConfirm={() => remove.mutate(p.id)}
                  >
                    <Button type="link" size="small" danger>
                      {t('simPool.common.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {shown && <SimCardsPanel key={`${shown.id}-${shown.synced_at}`} pool={shown} />}
      {dialog && <SimPoolDialog pool={dialog.pool} onClose={handleClose} />}
    </Space>
  );
}
