import dayjs from 'dayjs';
import { INFINITE_SCROLL_DELAY_MS, MARK_ALL_READ_THROTTLE_MS, PAGE_SIZES } from '@ies/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, List, Spin, Typography } from 'antd';
import { type UIEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMessages, type MessageOwner, markAllMessagesRead, markMessagesRead } from '../api/messages';
import { messageKeys } from '../api/messageKeys';
import { useThrottled } from '../hooks/useThrottled';
import { localText } from '../../../ui/localText';

interface MessageDrawerProps {
  owner: MessageOwner;
  open: boolean;
  onClose: () => void;
}

/** How close to the bottom (px) the list asks for the next page. */
const SCROLL_EDGE = 40;

/** The message list: 5 per page with infinite scroll; what it shows unread is marked read. */
export function MessageDrawer({ owner, open, onClose }: MessageDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messages = useInfiniteQuery({
    queryKey: messageKeys.list(owner.userId),
    queryFn: ({ pageParam }) =>
      fetchMessages(owner, { current_page: pageParam, page_size: PAGE_SIZES.messages }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page * PAGE_SIZES.messages < last.pagination.total_size
        ? last.pagination.current_page + 1
        : undefined,
    enabled: open,
  });
  const items = messages.data?.pages.flatMap((page) => page.list) ?? [];
  const refreshUnread = () => queryClient.invalidateQueries({ queryKey: messageKeys.unread(owner.userId) });

  const markShown = useMutation({
    mutationFn: (ids: string[]) => markMessagesRead(owner, ids),
    onSuccess: refreshUnread,
  });
  const markAll = useMutation({
    mutationFn: () => markAllMessagesRead(owner),
    onSuccess: () =>
      Promise.all([
        refreshUnread(),
        queryClient.invalidateQueries({ queryKey: messageKeys.list(owner.userId) }),
      ]),
  });
  const throttledMarkAll = useThrottled(() => markAll.mutate(), MARK_ALL_READ_THROTTLE_MS);

  // Opening the list marks the unread ones it shows read (docs/spec/A-access-and-shell.md §4); they keep their unread look until reopened.
  const unreadShown = items.filter((m) => m.read_status === 0).map((m) => m.id);
  const unreadKey = unreadShown.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids themselves
  useEffect(() => {
    if (open && unreadKey) markShown.mutate(unreadKey.split(','));
  }, [open, unreadKey]);

  useEffect(() => () => clearTimeout(pending.current), []);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_EDGE) return;
    if (!messages.hasNextPage || messages.isFetchingNextPage || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void messages.fetchNextPage();
    }, INFINITE_SCROLL_DELAY_MS);
  };

  return (
    <Drawer
      title={t('messages.title')}
      open={open}
      onClose={onClose}
      width={380}
      extra={
        <Button size="small" onClick={throttledMarkAll} data-testid="messages-mark-all">
          {t('messages.markAllRead')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
      data-testid="message-drawer"
    >
      <div
        className="ies-message-scroll"
        onScroll={onScroll}
        data-testid="message-scroll"
        style={{ height: '100%', overflowY: 'auto' }}
      >
        {messages.isPending ? (
          <Spin style={{ display: 'block', margin: 24 }} />
        ) : items.length === 0 ? (
          <Empty description={t('messages.empty')} style={{ marginTop: 48 }} />
        ) : (
          <List
            dataSource={items}
            renderItem={(message) => (
              <List.Item key={message.id} data-testid="message-item" style={{ padding: '12px 24px' }}>
                <List.Item.Meta
                  title={
                    <Typography.Text strong={message.read_status === 0}>
                      {localText(message, 'message_name')}
                    </Typography.Text>
                  }
                  description={
                    <>
                      <Typography.Paragraph style={{ marginBottom: 4 }}>
                        {localText({ message: message.message_body.message, i18n: message.i18n }, 'message')}
                      </Typography.Paragraph>
                      <Typography.Text type="secondary">
                        {dayjs(message.create_time).format('YYYY-MM-DD HH:mm:ss')}
                      </Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
        {messages.isFetchingNextPage && <Spin style={{ display: 'block', margin: 12 }} />}
        {!messages.hasNextPage && items.length > 0 && (
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', padding: 12 }}>
            {t('messages.noMore')}
          </Typography.Text>
        )}
      </div>
    </Drawer>
  );
}
