import type { FastifyInstance } from 'fastify';
import type { MessageService } from './message.service';
import { messagesRoutes } from './messages.routes';

export interface MessagesModuleOptions {
  /** Built with identity: merchant review, orders and alarms send through the same service. */
  messages: MessageService;
}

/** The bell: a user's platform messages. */
export async function messagesModule(app: FastifyInstance, options: MessagesModuleOptions): Promise<void> {
  await app.register(messagesRoutes, { messages: options.messages });
}
