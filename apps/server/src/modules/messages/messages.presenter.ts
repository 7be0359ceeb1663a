import { MANDATORY_PROMPT_REMINDER_MODE, type MandatoryMessage, type Message } from '@ies/contracts';
import type { UserMessageRow } from '../../db/schema';

export function presentMessage(row: UserMessageRow): Message {
  return {
    id: row.id,
    message_name: row.messageName,
    message_body: { message: row.messageBody.message },
    i18n: row.messageBody.i18n ?? {},
    create_time: row.createdAt.toISOString(),
    read_status: row.readStatus,
  };
}

export function presentMandatoryMessage(row: UserMessageRow): MandatoryMessage {
  return {
    id: row.id,
    messageTitle: row.messageName,
    messageType: MANDATORY_PROMPT_REMINDER_MODE,
    messageContent: row.messageBody.message,
  };
}
