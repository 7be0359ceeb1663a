/** Query keys of the messages feature; invalidating `all` refreshes the bell, the list and the prompts. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: (userId: string) => ['messages', 'unread', userId] as const,
  list: (userId: string) => ['messages', 'list', userId] as const,
  mandatory: (userId: string) => ['messages', 'mandatory', userId] as const,
};
