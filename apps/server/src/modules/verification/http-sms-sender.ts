import { DeliveryError, type MessageSender, type OutgoingMessage } from './message-sender';

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST SMS_HTTP_URL with JSON `{ to, text }` and, when
 * SMS_HTTP_TOKEN is set, `Authorization: Bearer <token>`. Any 2xx answer counts as accepted.
 * An adapter for a specific provider keeps this shape behind a small relay.
 */
export class HttpSmsSender implements MessageSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.destination, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError('sms', error);
    }
    if (!response.ok) throw new DeliveryError('sms', `gateway answered ${response.status}`);
    await response.body?.cancel();
  }
}
