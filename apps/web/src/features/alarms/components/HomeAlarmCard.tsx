import { Card, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlarmCounts } from '../hooks/useAlarmCount';
import { alarmRoutes } from '../utils/routes';
import { levelTag } from './eventTags';

/** The home page's open alarms and the events by level (nothing without the alarm view permission). */
export function HomeAlarmCard() {
  const { t, i18n } = useTranslation();
  const counts = useAlarmCounts();
  if (counts === undefined) return null;
  const open = counts.unhandled;
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const levels = [...counts.by_level].sort((a, b) => b.key - a.key);
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Link to={alarmRoutes.list}>
        <Statistic
          title={t('alarms.openCount')}
          value={open}
          valueStyle={open > 0 ? { color: '#cf1322' } : undefined}
          data-testid="home-alarm-count"
        />
      </Link>
      {levels.length > 0 ? (
        <div style={{ marginTop: 12 }} data-testid="home-alarm-levels">
          <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>{t('alarms.byLevel')}</div>
          <Space wrap size={[4, 4]}>
            {levels.map((level) => (
              <span key={level.key}>
                {levelTag(level.key, locale)} {level.count}
              </span>
            ))}
          </Space>
        </div>
      ) : null}
    </Card>
  );
}
