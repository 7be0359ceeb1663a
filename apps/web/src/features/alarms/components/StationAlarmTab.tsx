import { Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageOwner } from '../../messages';
import { useAlarmCount } from '../hooks/useAlarmCount';
import { AlarmEventTable } from './AlarmEventTable';

/** The station detail's alarm tab: the station's open count and its alarm events. */
export function StationAlarmTab({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const open = useAlarmCount(stationId);
  if (!owner) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Statistic title={t('alarms.openCount')} value={open ?? 0} data-testid="station-alarm-count" />
      <AlarmEventTable owner={owner} stationId={stationId} />
    </Space>
  );
}
