import type { SimCard, SimPool } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchSimCards, simPoolKeys } from '../api/simPools';
import { CardDeviceSelect } from './CardDeviceSelect';

const mb = (value: number | null) => (value === null ? '—' : value.toLocaleString());

/** The pool's SIM cards: their devices, both counts of usage, limits, expiry and warnings. */
export function SimCardsPanel({ pool }: { pool: SimPool }) {
  const { t } = useTranslation();
  const cards = useQuery({ queryKey: simPoolKeys.cards(pool.id), queryFn: () => fetchSimCards(pool.id) });
  return (
    <Card title={t('simPool.card.title', { pool: pool.pool_id })} data-testid="sim-cards">
      <Table<SimCard>
        rowKey="id"
        size="small"
        loading={cards.isLoading}
        dataSource={cards.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('simPool.card.none') }}
        columns={[
          { title: t('simPool.card.iccid'), dataIndex: 'iccid' },
          {
            title: t('simPool.card.device'),
            render: (_, c) => <CardDeviceSelect poolId={pool.id} card={c} />,
          },
          { title: t('simPool.card.deviceUsed'), render: (_, c) => mb(c.device_used_mb) },
          { title: t('simPool.card.providerUsed'), render: (_, c) => mb(c.provider_used_mb) },
          { title: t('simPool.card.limit'), render: (_, c) => mb(c.limit_mb) },
          {
            title: t('simPool.card.expires'),
            render: (_, c) => (c.expires_at ? dayjs(c.expires_at).format('YYYY-MM-DD') : '—'),
          },
          {
            title: t('simPool.columns.state'),
            render: (_, c) =>
              c.warnings.length === 0 ? (
                <Tag color="green">{t('simPool.normal')}</Tag>
              ) : (
                c.warnings.map((w) => (
                  <Tag key={w} color="orange">
                    {t(`simPool.warning.${w}`)}
                  </Tag>
                ))
              ),
          },
        ]}
      />
    </Card>
  );
}
