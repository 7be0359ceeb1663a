import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlarmCount } from '../hooks/useAlarmCount';
import { alarmRoutes } from '../utils/routes';

/** The home page's open-alarm count (nothing without the alarm view permission). */
export function HomeAlarmCard() {
  const { t } = useTranslation();
  const open = useAlarmCount();
  if (open === undefined) return null;
  return (
    <Card size="small">
      <Link to={alarmRoutes.list}>
        <Statistic
          title={t('alarms.openCount')}
          value={open}
          valueStyle={open > 0 ? { color: '#cf1322' } : undefined}
          data-testid="home-alarm-count"
        />
      </Link>
    </Card>
  );
}
