import { z } from 'zod';
import { textVariantsOutSchema } from '../common/localized';
import { INVALID_CODE, INVALID_OPTION_CODE, requiredString, TOO_LONG_CODE } from '../common/text';
import { pagedSchema, pageQuerySchema } from '../common/paging';

// Message calls of docs/spec/A-access-and-shell.md §7 (docs/api/messages.md).

/** The caller's own tenant and user in the path; any other pair answers 404. */
export const messageOwnerParamsSchema = z.object({ tenant_id: z.string(), user_id: z.string() });
export type MessageOwnerParams = z.infer<typeof messageOwnerParamsSchema>;

const readStatus = z.coerce
  .number({ error: INVALID_CODE })
  .int({ error: INVALID_CODE })
  .refine((value) => value === 0 || value === 1, { error: INVALID_OPTION_CODE });

export const messageListQuerySchema = pageQuerySchema.extend({ read_status: readStatus.optional() });
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageSchema = z.object({
  id: z.string(),
  message_name: z.string(),
  message_body: z.object({ message: z.string() }),
  /** `message_name` and `message` (the body's) per language, when sent so (common/localized.ts). */
  i18n: textVariantsOutSchema,
  create_time: z.string(),
  read_status: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = pagedSchema(messageSchema);
export type MessageList = z.infer<typeof messageListSchema>;

/** Batch mark read: ids joined by commas (at most one page of 999). */
export const markMessagesReadQuerySchema = z.object({
  ids: requiredString()
    .max(999 * 37, { error: TOO_LONG_CODE })
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
});
export type MarkMessagesReadQuery = z.infer<typeof markMessagesReadQuerySchema>;

export const markedCountSchema = z.object({ updated: z.number().int() });
export type MarkedCount = z.infer<typeof markedCountSchema>;

/** Mandatory prompts: current_page 1, page_size 10, platform IES, read_status 0, reminder_mode 3. */
export const mandatoryMessageQuerySchema = pageQuerySchema.extend({
  platform: z.string().optional(),
  read_status: readStatus.optional(),
  reminder_mode: z.coerce.number({ error: INVALID_CODE }).int({ error: INVALID_CODE }).optional(),
});
export type MandatoryMessageQuery = z.infer<typeof mandatoryMessageQuerySchema>;

export const mandatoryMessageSchema = z.object({
  id: z.string(),
  messageTitle: z.string(),
  messageType: z.number().int(),
  messageContent: z.string(),
});
export type MandatoryMessage = z.infer<typeof mandatoryMessageSchema>;

export const mandatoryMessageListSchema = pagedSchema(mandatoryMessageSchema);
export type MandatoryMessageList = z.infer<typeof mandatoryMessageListSchema>;

/** Mark one mandatory prompt read. */
export const mandatoryMessageReadSchema = z.object({
  read_status: z.literal(1, { error: INVALID_OPTION_CODE }),
  user_message_id: requiredString().max(64, { error: TOO_LONG_CODE }),
});
export type MandatoryMessageRead = z.infer<typeof mandatoryMessageReadSchema>;
