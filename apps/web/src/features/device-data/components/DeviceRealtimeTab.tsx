import { pointLabel } from '../utils/pointLabel';
import { HISTORY_RECENT_RECORDS, type LiveSample, REAL_TIME_RANGES_HOURS } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Empty, Segmented, Select, Space, Spin, Statistic } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { fetchHistory } from '../api/deviceData';
import { useDeviceModel } from '../hooks/useDeviceModel';
import { useLiveSamples } from '../hooks/useLiveSamples';
import { type ChartSeries, numericPairs, SeriesChart } from './SeriesChart';
import { deviceDataKeys } from '../api/deviceDataKeys';

type Range = number | 'recent';

/** Real-time tab: the last 0.5–12 h (or recent 100 records) of 1–3 points, moving with live samples. */
export function DeviceRealtimeTab({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const { type, loading } = useDeviceModel(deviceId);
  const numericPoints = useMemo(
    () => (type?.points ?? []).filter((p) => p.type === 'int' || p.type === 'float'),
    [type],
  );
  const [points, setPoints] = useState<string[]>([]);
  const [range, setRange] = useState<Range>(1);
  const [series, setSeries] = useState<ChartSeries[]>([]);

  useEffect(() => {
    if (points.length === 0 && numericPoints.length > 0)
      setPoints(numericPoints.slice(0, 1).map((p) => p.name));
  }, [numericPoints, points.length]);

  const initial = useQuery({
    queryKey: deviceDataKeys.realtime(deviceId, points, range),
    enabled: points.length > 0,
    queryFn: () => {
      const now = Date.now();
      return range === 'recent'
        ? fetchHistory(deviceId, { points, recent: HISTORY_RECENT_RECORDS })
        : fetchHistory(deviceId, { points, from: now - range * 3_600_000, to: now });
    },
  });

  useEffect(() => {
    if (!initial.data) return;
    setSeries(initial.data.series.map((s) => ({ name: s.point, data: numericPairs(s.data) })));
  }, [initial.data]);

  const handleSamples = (samples: LiveSample[]) => {
    setSeries((current) =>
      current.map((s) => {
        const added = samples
          .filter((sample) => sample.values[s.name] !== undefined)
          .map((sample): [number, number | null] => {
            const value = sample.values[s.name];
            return [sample.ts, typeof value === 'number' ? value : null];
          });
        if (added.length === 0) return s;
        let data = [...s.data, ...added].sort((a, b) => a[0] - b[0]);
        if (range === 'recent') data = data.slice(-HISTORY_RECENT_RECORDS);
        else {
          const from = Date.now() - range * 3_600_000;
          data = data.filter((d) => d[0] >= from);
        }
        return { ...s, data };
      }),
    );
  };
  const live = useLiveSamples(deviceId, handleSamples);

  if (loading) return <Spin />;
  const handlePoints = (next: string[]) => setPoints(next.slice(0, 3));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="device-realtime-tab">
      <Space wrap>
        <Select
          mode="multiple"
          style={{ minWidth: 280 }}
          placeholder={t('deviceData.realtime.points')}
          value={points}
          onChange={handlePoints}
          maxCount={3}
          options={numericPoints.map((p) => ({
            value: p.name,
            label: pointLabel(p),
          }))}
          data-testid="realtime-points"
        />
        <Segmented<Range>
          value={range}
          onChange={setRange}
          options={[
            ...REAL_TIME_RANGES_HOURS.map((h) => ({
              value: h,
              label: t('deviceData.realtime.hours', { count: h }),
            })),
            { value: 'recent' as const, label: t('deviceData.realtime.recent') },
          ]}
          data-testid="realtime-range"
        />
        <Badge
          status={live.connected ? 'success' : 'default'}
          text={live.connected ? t('deviceData.realtime.connected') : t('deviceData.realtime.disconnected')}
          data-testid="realtime-live"
        />
      </Space>
      {live.errorCode ? <Alert type="warning" showIcon message={translateError(live.errorCode)} /> : null}
      {initial.error ? <Alert type="error" showIcon message={t('deviceData.loadFailed')} /> : null}
      <Space wrap size="large" data-testid="realtime-latest">
        {series.map((s) => {
          const last = s.data.at(-1);
          const unit = numericPoints.find((p) => p.name === s.name)?.unit;
          return (
            <Statistic
              key={s.name}
              title={s.name}
              value={last?.[1] ?? '-'}
              suffix={last?.[1] != null ? unit : undefined}
              data-testid={`realtime-value-${s.name}`}
            />
          );
        })}
      </Space>
      {series.length === 0 || series.every((s) => s.data.length === 0) ? (
        <Empty description={t('deviceData.realtime.noData')} />
      ) : (
        <SeriesChart series={series} />
      )}
    </Space>
  );
}
