import { dashboardInputSchema, dataMarketInputSchema, type Kanban } from '@ies/contracts';
import {
  AppstoreAddOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Menu, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastError } from '../../../ui/toastError';
import {
  createDashboard,
  createMarket,
  deleteDashboard,
  fetchDashboard,
  fetchDashboards,
  renameDashboard,
} from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';
import { DashboardBoard } from '../components/DashboardBoard';
import { KanbanForm } from '../components/KanbanForm';
import { MarketPicker } from '../components/MarketPicker';
import { NameDialog } from '../components/NameDialog';
import { useDashboardRights } from '../hooks/useDashboardRights';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename' }
  | { kind: 'kanban'; kanban?: Kanban }
  | { kind: 'saveMarket' }
  | { kind: 'markets' };

/** Data dashboards (B §2 DataAnalysis/DataDashboards): the list, and the chosen one's kanbans. */
export default function DataDashboardsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rights = useDashboardRights();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useQuery({ queryKey: dashboardKeys.list, queryFn: fetchDashboards });
  const items = list.data?.items ?? [];
  const chosenId = params.get('id') ?? items[0]?.id;
  const dashboard = useQuery({
    queryKey: dashboardKeys.one(chosenId ?? ''),
    queryFn: () => fetchDashboard(chosenId!),
    enabled: Boolean(chosenId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  const choose = (id: string) => setParams({ id }, { replace: true });
  const remove = useMutation({
    mutationFn: deleteDashboard,
    onSuccess: () => {
      setParams({}, { replace: true });
      void refresh();
    },
    onError: (error) => toastError(error),
  });
  const current = dashboard.data;
  const close = () => setDialog(null);

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card
        size="small"
        title={t('dashboards.list.title')}
        style={{ width: 240, flex: '0 0 auto' }}
        extra={
          rights.create && (
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('dashboards.list.create')}
            </Button>
          )
        }
      >
        {list.isPending ? (
          <Spin />
        ) : items.length === 0 ? (
          <Empty description={t('dashboards.list.empty')} />
        ) : (
          <Menu
            mode="inline"
            selectedKeys={chosenId ? [chosenId] : []}
            onClick={({ key }) => choose(key)}
            style={{ borderInlineEnd: 'none' }}
            data-testid="dashboard-list"
            items={items.map((d) => ({ key: d.id, label: d.name }))}
          />
        )}
      </Card>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        {!chosenId ? null : dashboard.isPending ? (
          <Spin />
        ) : dashboard.isError ? (
          <Alert type="error" showIcon message={t('dashboards.board.loadFailed')} />
        ) : (
          current && (
            <Space direction="vertical" style={{ width: '100%' }} size={12}>
              <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                <Space>
                  <Typography.Title level={4} style={{ margin: 0 }} data-testid="dashboard-title">
                    {current.name}
                  </Typography.Title>
                  {!rights.update && <Tag data-testid="read-only">{t('dashboards.board.readOnly')}</Tag>}
                </Space>
                <Space wrap>
                  {rights.update && (
                    <>
                      <Button
                        type="primary"
                        icon={<PlusOutlined />}
                        onClick={() => setDialog({ kind: 'kanban' })}
                      >
                        {t('dashboards.kanban.add')}
                      </Button>
                      <Button icon={<AppstoreAddOutlined />} onClick={() => setDialog({ kind: 'markets' })}>
                        {t('dashboards.market.fromMarket')}
                      </Button>
                      <Button icon={<EditOutlined />} onClick={() => setDialog({ kind: 'rename' })}>
                        {t('dashboards.list.rename')}
                      </Button>
                    </>
                  )}
                  {rights.create && current.kanbans.length > 0 && (
                    <Button icon={<SaveOutlined />} onClick={() => setDialog({ kind: 'saveMarket' })}>
                      {t('dashboards.market.save')}
                    </Button>
                  )}
                  {rights.remove && (
                    <Popconfirm
                      title={t('dashboards.list.deleteConfirm')}
                      onConfirm={() => remove.mutate(current.id)}
                    >
                      <Button danger icon={<DeleteOutlined />}>
                        {t('dashboards.common.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              </Space>
              <DashboardBoard
                dashboard={current}
                editable={rights.update}
                onEdit={(kanban) => setDialog({ kind: 'kanban', kanban })}
              />
            </Space>
          )
        )}
      </div>
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('dashboards.list.createTitle')}
          label={t('dashboards.fields.dashboardName')}
          schema={dashboardInputSchema.shape.name}
          onSave={async (name) => {
            const made = await createDashboard(name);
            await refresh();
            choose(made.id);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && current && (
        <NameDialog
          title={t('dashboards.list.renameTitle')}
          label={t('dashboards.fields.dashboardName')}
          schema={dashboardInputSchema.shape.name}
          initial={current.name}
          onSave={async (name) => {
            await renameDashboard(current.id, name);
            await refresh();
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'saveMarket' && current && (
        <NameDialog
          title={t('dashboards.market.saveTitle')}
          label={t('dashboards.fields.marketName')}
          schema={dataMarketInputSchema.shape.name}
          onSave={async (name) => {
            await createMarket({
              name,
              dashboard_id: current.id,
              kanban_ids: current.kanbans.map((k) => k.id),
            });
            await queryClient.invalidateQueries({ queryKey: dashboardKeys.markets });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'markets' && current && (
        <MarketPicker dashboardId={current.id} canDelete={rights.remove} onClose={close} />
      )}
      {dialog?.kind === 'kanban' && current && (
        <KanbanForm dashboardId={current.id} kanban={dialog.kanban} onClose={close} />
      )}
    </div>
  );
}
