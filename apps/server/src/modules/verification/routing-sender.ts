import type { MessageSender, OutgoingMessage } from './message-sender';

/** Sends e-mail and SMS through their own gateway, or through the fallback when that channel has none. */
export class RoutingSender implements MessageSender {
  constructor(
    private readonly routes: { email?: MessageSender; sms?: MessageSender },
    private readonly fallback: MessageSender,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return (this.routes[message.channel] ?? this.fallback).send(message);
  }
}
