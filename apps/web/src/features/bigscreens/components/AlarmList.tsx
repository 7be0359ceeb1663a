import dayjs from 'dayjs';
import { ALARM_LEVEL_LABELS, type AlarmLevel, type BigscreenAlarm } from '@ies/contracts';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import { LEVEL_COLORS } from '../utils/colors';
import { localText } from '../../../ui/localText';

/** The latest alarms: level, where, what and when. */
export function AlarmList({ alarms }: { alarms: readonly BigscreenAlarm[] }) {
  const { t } = useTranslation();
  if (alarms.length === 0) return <div className="bs-empty">{t('bigscreens.noAlarms')}</div>;
  return (
    <ul className="bs-list" data-testid="bigscreen-alarms">
      {alarms.map((alarm) => (
        <li key={alarm.id}>
          <span>
            <span style={{ color: LEVEL_COLORS[String(alarm.level)] ?? '#d6e4ff', marginRight: 8 }}>
              [{labelIn(ALARM_LEVEL_LABELS, alarm.level as AlarmLevel)}]
            </span>
            {alarm.station_name ? `${alarm.station_name} · ` : ''}
            {alarm.device_name} · {localText(alarm, 'message') || localText(alarm, 'rule_name')}
          </span>
          <span style={{ color: '#8fb3e6' }}>{dayjs(alarm.generated_time).format('HH:mm:ss')}</span>
        </li>
      ))}
    </ul>
  );
}
