import { ALARM_LEVEL_LABELS, type AlarmEventState, type AlarmLevel } from '@ies/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function levelTag(level: number, locale: 'zh' | 'en') {
  const label = ALARM_LEVEL_LABELS[level as AlarmLevel]?.[locale] ?? String(level);
  const color = level >= 4 ? 'red' : level === 3 ? 'orange' : level === 2 ? 'gold' : 'blue';
  return <Tag color={color}>{label}</Tag>;
}

const STATE_COLORS: Record<AlarmEventState, string> = {
  active: 'red',
  recovered: 'green',
  closed: 'default',
};

/** An event's state: active, recovered, or closed with its rule. */
export function EventStateTag({ state }: { state: AlarmEventState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`alarms.${state}`)}</Tag>;
}
