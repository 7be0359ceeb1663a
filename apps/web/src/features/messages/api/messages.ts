import type { MandatoryMessageList, MarkedCount, MessageList } from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

export interface MessageOwner {
  tenantId: string;
  userId: string;
}

const base = ({ tenantId, userId }: MessageOwner) =>
  `/api/tenant/tenants/${encodeURIComponent(tenantId)}/users/${encodeURIComponent(userId)}`;

export function fetchMessages(
  owner: MessageOwner,
  query: { current_page: number; page_size: number; read_status?: 0 | 1 },
): Promise<MessageList> {
  return apiClient.get<MessageList>(`${base(owner)}/messages`, { query });
}

export function markMessagesRead(owner: MessageOwner, ids: string[]): Promise<MarkedCount> {
  return apiClient.put<MarkedCount>(`${base(owner)}/messages/read`, undefined, {
    query: { ids: ids.join(',') },
  });
}

export function markAllMessagesRead(owner: MessageOwner): Promise<MarkedCount> {
  return apiClient.put<MarkedCount>(`${base(owner)}/messages/read-all`);
}

export function fetchMandatoryMessages(owner: MessageOwner): Promise<MandatoryMessageList> {
  return apiClient.get<MandatoryMessageList>(`${base(owner)}/mandatory-messages`, {
    query: { current_page: 1, page_size: 10, platform: 'IES', read_status: 0, reminder_mode: 3 },
  });
}

export function confirmMandatoryMessage(owner: MessageOwner, id: string): Promise<void> {
  return apiClient.put<void>(`${base(owner)}/mandatory-messages`, { read_status: 1, user_message_id: id });
}
