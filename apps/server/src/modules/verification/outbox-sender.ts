import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { MessageSender, OutgoingMessage } from './message-sender';
import type { OutboxRepository } from './outbox.repository';

/**
 * Development delivery when no gateway is configured: the message is kept in the outbox table
 * (listed for the platform administrator) and logged, so a demo works without SMTP or SMS.
 */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.repository.insert({ ...message, body: message.text, createdAt: this.clock.now() });
    this.log.info(
      {
        channel: message.channel,
        destination: message.destination,
        subject: message.subject,
        text: message.text,
      },
      'development outbox: message kept instead of sent',
    );
  }
}
