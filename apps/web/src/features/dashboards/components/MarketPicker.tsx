import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../../ui/toastError';
import { applyMarket, deleteMarket, fetchMarkets } from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';

/** The data markets of the tenant: add one's kanbans to this dashboard, or delete one. */
export function MarketPicker({
  dashboardId,
  canDelete,
  onClose,
}: {
  dashboardId: string;
  canDelete: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const markets = useQuery({ queryKey: dashboardKeys.markets, queryFn: fetchMarkets });
  const apply = useMutation({
    mutationFn: (marketId: string) => applyMarket(dashboardId, marketId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onClose();
    },
    onError: (error) => toastError(error),
  });
  const remove = useMutation({
    mutationFn: deleteMarket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.markets }),
    onError: (error) => toastError(error),
  });
  return (
    <Modal open title={t('dashboards.market.pickTitle')} footer={null} onCancel={onClose}>
      <List
        loading={markets.isPending}
        locale={{ emptyText: t('dashboards.market.none') }}
        dataSource={markets.data?.items ?? []}
        renderItem={(market) => (
          <List.Item
            actions={[
              <Button key="add" type="link" onClick={() => apply.mutate(market.id)} loading={apply.isPending}>
                {t('dashboards.market.add')}
              </Button>,
              ...(canDelete
                ? [
                    <Popconfirm
                      key="del"
                      title={t('dashboards.market.deleteConfirm')}
                      onConfirm={() => remove.mutate(market.id)}
                    >
                      <Button type="link" danger>
                        {t('dashboards.common.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{market.name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('dashboards.market.kanbans', {
                  count: market.kanbans.length,
                  names: market.kanbans.map((k) => k.name).join('、'),
                })}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Modal>
  );
}
