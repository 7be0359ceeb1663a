import {
  DAILY_REPORTS,
  ELECTRICITY_MODES,
  type ElectricityMode,
  type EnergyReportKind,
  REPORT_BUCKETS,
  type ReportBucket,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Segmented, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchStations, stationKeys } from '../../stations';
import type { CompareWith } from '../utils/periods';

export interface ReportFilterValues {
  stationIds: string[];
  range: [Dayjs, Dayjs];
  bucket: ReportBucket;
  compare: boolean;
  compareWith: CompareWith;
  mode: ElectricityMode;
  unit: WeightUnit;
}

/** The buckets a report offers: the daily ones (stored revenue) have no hours. */
export function bucketsOf(kind: EnergyReportKind, mode: ElectricityMode): ReportBucket[] {
  const daily = DAILY_REPORTS.includes(kind) || (kind === 'electricity' && mode === 'band');
  return REPORT_BUCKETS.filter((b) => !(daily && b === 'hour'));
}

/** Stations, period, bucket, comparison and the report's own mode or unit; every change queries again. */
export function ReportFilters({
  kind,
  value,
  onChange,
}: {
  kind: EnergyReportKind;
  value: ReportFilterValues;
  onChange: (next: Partial<ReportFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const stations = useQuery({
    queryKey: [...stationKeys.all, 'report-options'],
    queryFn: () => fetchStations({ current_page: 1, page_size: 999 }),
  });
  const handleRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    if (range?.[0] && range[1]) onChange({ range: [range[0], range[1]] });
  };
  return (
    <Form layout="inline" style={{ rowGap: 8, marginBottom: 12 }} data-testid="report-filters">
      <Form.Item label={t('energyReports.filters.stations')}>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 220, maxWidth: 420 }}
          placeholder={t('energyReports.filters.allStations')}
          optionFilterProp="label"
          value={value.stationIds}
          onChange={(stationIds: string[]) => onChange({ stationIds })}
          options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          data-testid="report-stations"
        />
      </Form.Item>
      <Form.Item label={t('energyReports.filters.period')}>
        <DatePicker.RangePicker
          allowClear={false}
          value={value.range}
          onChange={handleRange}
          data-testid="report-period"
        />
      </Form.Item>
      <Form.Item label={t('energyReports.filters.bucket')}>
        <Segmented<ReportBucket>
          value={value.bucket}
          onChange={(bucket) => onChange({ bucket })}
          options={bucketsOf(kind, value.mode).map((b) => ({
            value: b,
            label: t(`energyReports.buckets.${b}`),
          }))}
          data-testid="report-bucket"
        />
      </Form.Item>
      {kind === 'electricity' ? (
        <Form.Item label={t('energyReports.filters.mode')}>
          <Segmented<ElectricityMode>
            value={value.mode}
            onChange={(mode) => onChange({ mode })}
            options={ELECTRICITY_MODES.map((m) => ({ value: m, label: t(`energyReports.modes.${m}`) }))}
            data-testid="report-mode"
          />
        </Form.Item>
      ) : null}
      {kind === 'consumption' ? (
        <Form.Item label={t('energyReports.filters.unit')}>
          <Segmented<WeightUnit>
            value={value.unit}
            onChange={(unit) => onChange({ unit })}
            options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`energyReports.units.${u}`) }))}
            data-testid="report-unit"
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('energyReports.filters.compare')}>
        <Space>
          <Switch
            checked={value.compare}
            onChange={(compare) => onChange({ compare })}
            data-testid="report-compare"
          />
          {value.compare ? (
            <Select<CompareWith>
              style={{ minWidth: 160 }}
              value={value.compareWith}
              onChange={(compareWith) => onChange({ compareWith })}
              options={[
                { value: 'previous', label: t('energyReports.filters.previous') },
                { value: 'last_year', label: t('energyReports.filters.lastYear') },
              ]}
              data-testid="report-compare-with"
            />
          ) : null}
        </Space>
      </Form.Item>
    </Form>
  );
}
