import { PRICE_PERIOD_PROPERTY_LABELS, type PricePeriod, type PriceTemplate } from '@ies/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Descriptions, Spin, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { labelIn } from '../../../ui/labels';
import { fetchPriceTemplate } from '../api/prices';
import { BAND_COLORS } from '../utils/bands';
import { priceRoutes, PRICE_LIST_ROUTE } from '../utils/routes';
import { PriceBandChart } from './PriceBandChart';
import { type PriceFormMode, PriceForm } from './PriceForm';
import { priceKeys } from '../api/priceKeys';
import { NamedDetailHead } from '../../../ui/NamedDetailHead';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';
import { localText } from '../../../ui/localText';

function PeriodsTable({ periods }: { periods: readonly PricePeriod[] }) {
  const { t } = useTranslation();
  return (
    <Table<PricePeriod>
      size="small"
      rowKey={(p) => `${p.start}-${p.end}`}
      pagination={false}
      dataSource={[...periods]}
      columns={[
        {
          title: t('prices.fields.property'),
          key: 'property',
          render: (_, p) => (
            <Tag color={BAND_COLORS[p.property]}>{labelIn(PRICE_PERIOD_PROPERTY_LABELS, p.property)}</Tag>
          ),
        },
        { title: t('prices.fields.start'), key: 'start', dataIndex: 'start' },
        { title: t('prices.fields.end'), key: 'end', dataIndex: 'end' },
        { title: t('prices.fields.price'), key: 'price', dataIndex: 'price' },
      ]}
    />
  );
}

/** StationManagement/PriceList/PriceDetail?id=…: a template, its 24-hour bands, weekday plans and special periods. */
export function PriceDetail() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = isRecordId(rawId) ? rawId : '';
  const [editing, setEditing] = useState<PriceFormMode | null>(null);
  const template = useQuery({
    queryKey: priceKeys.one(id),
    queryFn: () => fetchPriceTemplate(id),
    enabled: id !== '',
  });

  const handleSaved = (saved: PriceTemplate) => {
    setEditing(null);
    void message.success(t('prices.common.saved'));
    void queryClient.invalidateQueries({ queryKey: priceKeys.all });
    if (saved.id !== id) navigate(priceRoutes.detail(saved.id));
  };

  if (template.isLoading) return <Spin />;
  const data = template.data;
  if (!data) return <MissingRecord backTo={PRICE_LIST_ROUTE} />;
  const weekdays = (days: number[]) =>
    days.map((day) => t(`prices.weekday.d${day}` as 'prices.weekday.d1')).join(' ');

  return (
    <div data-testid="price-detail">
      <NamedDetailHead
        ns="prices"
        testId="price"
        onBack={() => navigate(priceRoutes.list)}
        onEdit={() => setEditing('edit')}
        onCopy={() => setEditing('copy')}
      />
      <Card size="small" title={t('prices.detail.title')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('prices.fields.name')}>
            <span data-testid="price-detail-name">{localText(data, 'name')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.chargePrice')}>
            {data.config.charge_price}
          </Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.dischargePrice')}>
            {data.config.discharge_price}
          </Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.gridConnectionPrice')}>
            {data.config.grid_connection_price}
          </Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.demandCharge')}>
            {data.config.demand_charge_per_kw ?? '--'}
          </Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.stationCount')}>{data.station_count}</Descriptions.Item>
          <Descriptions.Item label={t('prices.fields.remark')}>
            {localText(data, 'remark') || '--'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('prices.detail.chart')} style={{ marginBottom: 16 }}>
        <PriceBandChart periods={data.config.periods} />
        <PeriodsTable periods={data.config.periods} />
      </Card>
      <Card size="small" title={t('prices.fields.weekdayPlans')} style={{ marginBottom: 16 }}>
        {data.config.weekday_plans.length === 0 ? t('prices.detail.none') : null}
        {data.config.weekday_plans.map((plan) => (
          <div key={plan.weekdays.join()} style={{ marginBottom: 12 }}>
            <div>
              {t('prices.detail.weekdays')}: {weekdays(plan.weekdays)}
            </div>
            <PeriodsTable periods={plan.periods} />
          </div>
        ))}
      </Card>
      <Card size="small" title={t('prices.fields.specialPeriods')} data-testid="price-special-periods">
        {data.config.special_periods.length === 0 ? t('prices.detail.none') : null}
        {data.config.special_periods.map((special) => (
          <div key={`${special.start_date}-${special.name}`} style={{ marginBottom: 12 }}>
            <div>
              <strong>{special.name}</strong> {t('prices.detail.dates')}: {special.start_date} –{' '}
              {special.end_date}
            </div>
            <PriceBandChart periods={special.periods} height={180} />
            <PeriodsTable periods={special.periods} />
          </div>
        ))}
      </Card>
      {editing ? (
        <PriceForm mode={editing} template={data} onClose={() => setEditing(null)} onSaved={handleSaved} />
      ) : null}
    </div>
  );
}
