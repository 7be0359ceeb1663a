import {
  PRICE_PERIOD_PROPERTIES,
  PRICE_PERIOD_PROPERTY_LABELS,
  PRICES_MAX,
  type PricePeriodProperty,
  type StationTariff,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Descriptions, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelIn } from '../../../ui/labels';
import {
  createStationTariff,
  fetchPriceTemplates,
  fetchStationRevenue,
  fetchStationTariffs,
} from '../api/prices';
import { BAND_COLORS } from '../utils/bands';
import { priceRoutes } from '../utils/routes';
import { toastError } from '../../../ui/toastError';
import { priceKeys } from '../api/priceKeys';
import { NamedRowSelect } from '../../../ui/NamedRowSelect';
import { localText } from '../../../ui/localText';

const DATE = 'YYYY-MM-DD';
const round = (value: number) => Math.round(value * 100) / 100;

/** The station's tariff (current template, versions, assigning one from a date) and a day's revenue per band. */
export function StationTariffCard({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState<string | undefined>();
  const [from, setFrom] = useState<Dayjs>(dayjs());
  const [day, setDay] = useState<Dayjs>(dayjs());

  const tariffs = useQuery({
    queryKey: priceKeys.tariffs(stationId),
    queryFn: () => fetchStationTariffs(stationId),
  });
  // A tenant holds at most PRICES_MAX templates: one page lists them all.
  const templates = useQuery({
    queryKey: priceKeys.everyTemplate,
    queryFn: () => fetchPriceTemplates({ current_page: 1, page_size: PRICES_MAX }),
    enabled: canEdit,
  });
  const date = day.format(DATE);
  const revenue = useQuery({
    queryKey: priceKeys.revenue(stationId, date),
    queryFn: () => fetchStationRevenue(stationId, date),
  });

  const assign = useMutation({
    mutationFn: () =>
      createStationTariff(stationId, { template_id: templateId ?? '', effective_from: from.format(DATE) }),
    onSuccess: () => {
      void message.success(t('prices.tariff.assigned'));
      void queryClient.invalidateQueries({ queryKey: priceKeys.all });
    },
    onError: (error) => toastError(error),
  });

  const current = tariffs.data?.current ?? null;
  const bands = revenue.data?.bands;
  const rows = PRICE_PERIOD_PROPERTIES.map((band) => ({ band, ...bands?.[band] })).filter(
    (row) => row.price !== undefined,
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="station-tariff">
      <Card size="small" title={t('prices.tariff.title')}>
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('prices.tariff.current')}>
            <span data-testid="station-tariff-current">
              {tariffs.isPending ? (
                '--'
              ) : current ? (
                <>
                  <Link to={priceRoutes.detail(current.template_id)}>
                    {localText(current, 'template_name')}
                  </Link>{' '}
                  ({t('prices.tariff.from')} {current.effective_from})
                </>
              ) : (
                t('prices.tariff.none')
              )}
            </span>
          </Descriptions.Item>
        </Descriptions>
        {canEdit ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <NamedRowSelect
              label={t('prices.tariff.template')}
              value={templateId}
              onChange={setTemplateId}
              rows={templates.data?.list}
              loading={templates.isFetching}
              testId="station-tariff-template"
            />
            <DatePicker
              allowClear={false}
              value={from}
              onChange={(value) => value && setFrom(value)}
              aria-label={t('prices.tariff.from')}
            />
            <Button
              type="primary"
              disabled={!templateId}
              loading={assign.isPending}
              onClick={() => assign.mutate()}
              data-testid="station-tariff-assign"
            >
              {t('prices.tariff.assign')}
            </Button>
          </Space>
        ) : null}
        <Table<StationTariff>
          size="small"
          rowKey="id"
          pagination={false}
          title={() => t('prices.tariff.history')}
          dataSource={tariffs.data?.list ?? []}
          loading={tariffs.isFetching}
          columns={[
            {
              title: t('prices.tariff.template'),
              key: 'template',
              render: (_, r) => localText(r, 'template_name'),
            },
            { title: t('prices.tariff.from'), key: 'from', dataIndex: 'effective_from' },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('prices.tariff.revenue')}
        extra={
          <DatePicker
            allowClear={false}
            value={day}
            onChange={(value) => value && setDay(value)}
            aria-label={t('prices.tariff.date')}
          />
        }
      >
        <Table
          size="small"
          rowKey="band"
          pagination={false}
          loading={revenue.isFetching}
          dataSource={rows}
          data-testid="station-revenue"
          columns={[
            {
              title: t('prices.tariff.band'),
              key: 'band',
              render: (_, row: { band: PricePeriodProperty }) => (
                <Tag color={BAND_COLORS[row.band]}>{labelIn(PRICE_PERIOD_PROPERTY_LABELS, row.band)}</Tag>
              ),
            },
            { title: t('prices.fields.price'), key: 'price', dataIndex: 'price' },
            { title: t('prices.tariff.charge'), key: 'charge', dataIndex: 'charge_kwh', render: round },
            {
              title: t('prices.tariff.discharge'),
              key: 'discharge',
              dataIndex: 'discharge_kwh',
              render: round,
            },
            { title: t('prices.tariff.arbitrage'), key: 'arbitrage', dataIndex: 'arbitrage', render: round },
            { title: t('prices.tariff.pvSavings'), key: 'pv', dataIndex: 'pv_savings', render: round },
            { title: t('prices.tariff.feedIn'), key: 'feed_in', dataIndex: 'feed_in', render: round },
          ]}
          footer={() =>
            revenue.data ? (
              <strong data-testid="station-revenue-total">
                {t('prices.tariff.total')}: {round(revenue.data.total)}
              </strong>
            ) : null
          }
        />
      </Card>
    </Space>
  );
}
