import type { Locale } from '@ies/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender } from './message-sender';

type Template = (locale: Locale) => { subject: string; text: string };

/**
 * Tells an account holder something (approval, rejection, a new registration to review): by
 * e-mail when the account has an address, else by SMS, else into the development outbox. A
 * notice that cannot be delivered is logged, never allowed to undo the action it reports.
 */
export class UserNotifier {
  constructor(
    private readonly sender: MessageSender,
    private readonly outbox: MessageSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  async notify(
    recipient: { email: string | null; mobile: string | null; username: string },
    template: Template,
    locale: Locale,
  ): Promise<void> {
    const { subject, text } = template(locale);
    try {
      if (recipient.email) {
        await this.sender.send({ channel: 'email', destination: recipient.email, subject, text });
      } else if (recipient.mobile) {
        await this.sender.send({ channel: 'sms', destination: recipient.mobile, subject, text });
      } else {
        await this.outbox.send({ channel: 'email', destination: recipient.username, subject, text });
      }
    } catch (error) {
      this.log.error({ err: error, subject }, 'notice could not be delivered');
    }
  }
}
