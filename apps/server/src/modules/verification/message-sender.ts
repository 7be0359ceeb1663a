export type MessageChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: MessageChannel;
  destination: string;
  subject: string;
  text: string;
  /** Files sent with an e-mail (scheduled reports); SMS and the development outbox leave them out. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Delivers one message or throws; implementations: SMTP, HTTP SMS gateway, development outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** A message could not be handed to its gateway. */
export class DeliveryError extends Error {
  constructor(channel: MessageChannel, cause: unknown) {
    super(`${channel} delivery failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DeliveryError';
  }
}
