import nodemailer, { type Transporter } from 'nodemailer';
import { DeliveryError, type MessageSender, type OutgoingMessage } from './message-sender';

/** E-mail over SMTP (SMTP_URL such as smtp://user:pass@host:587, or smtps:// for implicit TLS). */
export class SmtpSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.destination,
        subject: message.subject,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    } catch (error) {
      throw new DeliveryError('email', error);
    }
  }

  close(): void {
    this.transport.close();
  }
}
