import { PAGE_SIZES, UNREAD_POLL_MS } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchMessages, type MessageOwner } from '../api/messages';
import { messageKeys } from '../api/messageKeys';

/** Unread messages of the user, polled every 60 s (docs/spec/A-access-and-shell.md §9); page size 1 since only the total is needed. */
export function useUnreadCount(owner: MessageOwner | null): number {
  const query = useQuery({
    queryKey: messageKeys.unread(owner?.userId ?? ''),
    queryFn: () =>
      fetchMessages(owner!, { current_page: 1, page_size: PAGE_SIZES.unreadCount, read_status: 0 }),
    enabled: owner !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
  return query.data?.pagination.total_size ?? 0;
}
