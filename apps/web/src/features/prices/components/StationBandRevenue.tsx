import {
  type BandFigures,
  type DayRevenue,
  PRICE_PERIOD_PROPERTIES,
  PRICE_PERIOD_PROPERTY_LABELS,
  type PricePeriodProperty,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { fetchStationDemand, fetchStationRevenue } from '../api/prices';
import { BAND_COLORS } from '../utils/bands';
import { priceKeys } from '../api/priceKeys';

const round = (value: number) => Math.round(value * 100) / 100;

export interface BandRow extends BandFigures {
  band: PricePeriodProperty;
  revenue: number;
}

/** The bands a day touched (a price or any energy), dearest first, with each band's revenue. */
export function bandRows(day: DayRevenue | undefined): BandRow[] {
  if (!day) return [];
  return PRICE_PERIOD_PROPERTIES.map((band) => {
    const figures = day.bands[band];
    return { band, ...figures, revenue: figures.arbitrage + figures.pv_savings + figures.feed_in };
  }).filter(
    (row) =>
      row.price !== 0 ||
      row.charge_kwh !== 0 ||
      row.discharge_kwh !== 0 ||
      row.import_kwh !== 0 ||
      row.pv_kwh !== 0,
  );
}

/** The station overview's revenue today per price band: a small table with a bar of each band's share. */
export function StationBandRevenue({ stationId, currency }: { stationId: string; currency: string }) {
  const { t } = useTranslation();
  // No date: the server answers today at the station.
  const revenue = useQuery({
    queryKey: priceKeys.revenue(stationId, 'today'),
    queryFn: () => fetchStationRevenue(stationId),
  });
  // The current month at the station: its peak import and the demand-charge saving.
  const demand = useQuery({
    queryKey: priceKeys.demandMonth(stationId),
    queryFn: () => fetchStationDemand(stationId),
  });
  const rows = bandRows(revenue.data);
  const largest = Math.max(0, ...rows.map((row) => Math.abs(row.revenue)));
  return (
    <Card size="small" title={t('prices.tariff.byBand')}>
      <Table<BandRow>
        size="small"
        rowKey="band"
        pagination={false}
        scroll={{ x: 'max-content' }}
        loading={revenue.isFetching}
        dataSource={rows}
        locale={{ emptyText: t('prices.tariff.noRevenue') }}
        data-testid="overview-band-revenue"
        columns={[
          {
            title: t('prices.tariff.band'),
            key: 'band',
            render: (_, row) => (
              <Tag color={BAND_COLORS[row.band]}>
                {PRICE_PERIOD_PROPERTY_LABELS[row.band][currentLocale()]}
              </Tag>
            ),
          },
          { title: t('prices.fields.price'), key: 'price', dataIndex: 'price' },
          { title: t('prices.tariff.charge'), key: 'charge', render: (_, row) => round(row.charge_kwh) },
          {
            title: t('prices.tariff.discharge'),
            key: 'discharge',
            render: (_, row) => round(row.discharge_kwh),
          },
          {
            title: `${t('prices.tariff.revenueOfBand')} (${currency})`,
            key: 'revenue',
            render: (_, row) => (
              <span data-testid={`overview-band-revenue-${row.band}`}>{round(row.revenue)}</span>
            ),
          },
          {
            key: 'share',
            width: 140,
            render: (_, row) => (
              <Progress
                percent={largest > 0 ? Math.round((Math.abs(row.revenue) / largest) * 100) : 0}
                showInfo={false}
                size="small"
                strokeColor={row.revenue < 0 ? '#cf1322' : BAND_COLORS[row.band]}
              />
            ),
          },
        ]}
        footer={() => (
          <>
            {revenue.data ? (
              <strong data-testid="overview-band-revenue-total">
                {t('prices.tariff.total')}: {round(revenue.data.total)} {currency}
              </strong>
            ) : null}
            {demand.data ? (
              <div data-testid="overview-demand">
                {t(
                  demand.data.demand_charge_per_kw === null
                    ? 'prices.tariff.demandNoRate'
                    : 'prices.tariff.demand',
                  {
                    peak: round(demand.data.peak_import_kw),
                    without: round(demand.data.peak_import_without_battery_kw),
                    saving: round(demand.data.saving),
                    currency,
                  },
                )}
              </div>
            ) : null}
          </>
        )}
      />
    </Card>
  );
}
