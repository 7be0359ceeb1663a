import { messagesOperations } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface MessageOwner {
  tenantId: string;
  userId: string;
}

const owned = ({ tenantId, userId }: MessageOwner) => ({ params: { tenant_id: tenantId, user_id: userId } });

export const fetchMessages = (
  owner: MessageOwner,
  query: { current_page: number; page_size: number; read_status?: 0 | 1 },
) => apiClient.call(messagesOperations.list, { ...owned(owner), query });

export const markMessagesRead = (owner: MessageOwner, ids: string[]) =>
  apiClient.call(messagesOperations.markRead, { ...owned(owner), query: { ids: ids.join(',') } });

export const markAllMessagesRead = (owner: MessageOwner) =>
  apiClient.call(messagesOperations.markAllRead, owned(owner));

export const fetchMandatoryMessages = (owner: MessageOwner) =>
  apiClient.call(messagesOperations.mandatory, {
    ...owned(owner),
    query: { current_page: 1, page_size: 10, platform: 'IES', read_status: 0, reminder_mode: 3 },
  });

export const confirmMandatoryMessage = (owner: MessageOwner, id: string) =>
  apiClient.call(messagesOperations.confirmMandatory, {
    ...owned(owner),
    body: { read_status: 1, user_message_id: id },
  });
