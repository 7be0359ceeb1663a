import type { ReportStation } from '@ies/contracts';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { formatFigure } from '../utils/format';

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  const mm = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(abs / 60)}${mm}`;
};

/** Beside a station's table: the zone its buckets were cut in, its payback or its emission factor. */
export function StationReportNote({ station }: { station: ReportStation }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const zone =
    station.time_zone ?? `${offsetText(station.offset_minutes)} (${t('energyReports.table.fixedOffset')})`;
  const payback = station.payback;
  const money = (value: number) => formatFigure(value, 'money', station.currency, locale);
  return (
    <Space wrap size="middle">
      <Typography.Text type="secondary">
        {t('energyReports.table.zone')}: {zone}
      </Typography.Text>
      {payback ? (
        <Typography.Text data-testid="report-payback">
          {payback.total_cost
            ? `${t('energyReports.payback.cost')} ${money(payback.total_cost)} · ${t('energyReports.payback.cumulative')} ${money(payback.cumulative_revenue)} · ${
                payback.payback_date
                  ? `${t('energyReports.payback.date')} ${payback.payback_date}`
                  : t('energyReports.payback.notYet')
              }`
            : `${t('energyReports.payback.cumulative')} ${money(payback.cumulative_revenue)} · ${t('energyReports.payback.noCost')}`}
        </Typography.Text>
      ) : null}
      {station.emission_factor ? (
        <Typography.Text type="secondary" data-testid="report-emission-factor">
          {t('energyReports.emission.factor', { factor: station.emission_factor.kg_per_kwh })}
          {station.emission_factor.default ? t('energyReports.emission.default') : ''}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
