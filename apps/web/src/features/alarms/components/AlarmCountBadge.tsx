import { WarningOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlarmCount } from '../hooks/useAlarmCount';
import { alarmRoutes } from '../utils/routes';

/** The header's open-alarm count; leads to the alarm list. Hidden when the user may not view alarms. */
export function AlarmCountBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useAlarmCount();
  if (count === undefined) return null;
  return (
    <Badge count={count > 99 ? '99+' : count} size="small" offset={[-6, 6]} data-testid="alarm-count-badge">
      <Button
        type="text"
        icon={<WarningOutlined />}
        aria-label={t('alarms.openAlarms', { count })}
        title={t('alarms.openAlarms', { count })}
        data-testid="alarm-count"
        onClick={() => navigate(alarmRoutes.list)}
      />
    </Badge>
  );
}
