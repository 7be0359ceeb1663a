import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageDrawer } from '../../features/messages/components/MessageDrawer';
import { useMessageOwner } from '../../features/messages/hooks/useMessageOwner';
import { useUnreadCount } from '../../features/messages/hooks/useUnreadCount';
import { unreadBadge } from '../../features/messages/utils/unreadBadge';

/** The header bell: unread count (polled every 60 s, '...' above 99) and the message list. */
export function MessageBell() {
  const { t } = useTranslation();
  const owner = useMessageOwner();
  const unread = useUnreadCount(owner);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Badge count={unreadBadge(unread)} size="small" offset={[-6, 6]} data-testid="message-badge">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('shell.messages')}
          data-testid="message-bell"
          onClick={() => setOpen(true)}
        />
      </Badge>
      {owner && open && <MessageDrawer owner={owner} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
