import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { unreadBadge } from '../../features/messages/utils/unreadBadge';

interface MessageBellProps {
  /** Unread messages; polled every 60 s once the messages feature exists. */
  unread?: number;
}

export function MessageBell({ unread = 0 }: MessageBellProps) {
  const { t } = useTranslation();
  return (
    <Badge count={unreadBadge(unread)} size="small" offset={[-6, 6]}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={t('shell.messages')}
        data-testid="message-bell"
      />
    </Badge>
  );
}
