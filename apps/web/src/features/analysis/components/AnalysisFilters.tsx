import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useAnalysisFilters } from '../hooks/useAnalysisFilters';

/** Station, device and local date range (start never after end: the picker orders them). */
export function AnalysisFilters({
  filters,
  devices,
  deviceLabel,
  allDevices,
  children,
}: {
  filters: ReturnType<typeof useAnalysisFilters>;
  devices: ReadonlyArray<{ id: string; name: string }>;
  deviceLabel: string;
  /** Offer "all devices" (no device chosen). */
  allDevices?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { state } = filters;
  const handleRange = (values: [dayjs.Dayjs | null, dayjs.Dayjs | null] | null) => {
    const [from, to] = values ?? [];
    if (from && to) filters.setRange(from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'));
  };
  const deviceOptions = devices.map((d) => ({ value: d.id, label: d.name }));
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <span>{t('analysis.filters.station')}</span>
      <Select
        style={{ minWidth: 200 }}
        value={state.stationId || undefined}
        options={filters.stations}
        loading={filters.stationsLoading}
        onChange={filters.setStation}
        placeholder={t('analysis.filters.stationPlaceholder')}
        data-testid="analysis-station"
        showSearch={{ optionFilterProp: 'label' }}
      />
      <span>{deviceLabel}</span>
      <Select
        style={{ minWidth: 180 }}
        value={state.deviceId ?? (allDevices ? '' : devices[0]?.id)}
        options={
          allDevices
            ? [{ value: '', label: t('analysis.filters.allDevices') }, ...deviceOptions]
            : deviceOptions
        }
        onChange={(id: string) => filters.setDevice(id === '' ? undefined : id)}
        data-testid="analysis-device"
      />
      <span>{t('analysis.filters.period')}</span>
      <span data-testid="analysis-range">
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(state.from), dayjs(state.to)]}
          onChange={handleRange}
        />
      </span>
      {children}
    </Space>
  );
}
