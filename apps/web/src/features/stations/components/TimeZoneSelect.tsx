import { ianaTimeZoneNames, TIME_ZONE_OFFSET_HOURS } from '@ies/contracts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The zone's offset east of UTC now, in minutes (what the server derives the day offset from). */
export function zoneOffsetMinutes(timeZone: string, at = Date.now()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * A searchable select of IANA zones with their current offset; choosing one hands the whole-hour
 * offset the station's day figures follow (`onZone`), clearing it hands null.
 */
export function TimeZoneSelect({
  value,
  onChange,
  onZone,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  onZone: (offsetHours: number | null) => void;
}) {
  const { t } = useTranslation();
  // Names only: formatting every zone's offset (hundreds of Intl formatters) slows the form down;
  // the offset select beside shows the chosen zone's hour.
  const options = useMemo(() => ianaTimeZoneNames().map((name) => ({ value: name, label: name })), []);
  const handleChange = (next: string | undefined) => {
    onChange?.(next ?? null);
    if (!next) return onZone(null);
    const hours = Math.round(zoneOffsetMinutes(next) / 60);
    onZone(Math.max(TIME_ZONE_OFFSET_HOURS.min, Math.min(TIME_ZONE_OFFSET_HOURS.max, hours)));
  };
  return (
    <Select
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={handleChange}
      optionFilterProp="label"
      placeholder={t('stations.form.zoneFixed')}
      options={options}
      data-testid="station-field-time-zone"
    />
  );
}
