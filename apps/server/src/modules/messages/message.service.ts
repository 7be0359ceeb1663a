import {
  MANDATORY_PROMPT_REMINDER_MODE,
  type MandatoryMessageList,
  type TextVariants,
  type MandatoryMessageQuery,
  MESSAGE_PLATFORM,
  type MessageList,
  type MessageListQuery,
  type MessageOwnerParams,
} from '@ies/contracts';
import { notFound } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { AuthContext } from '../../platform/identity/auth-context';
import { type MessageOwner, MessagesRepository } from './messages.repository';
import { presentMandatoryMessage, presentMessage } from './messages.presenter';
import { pagedList, pageWindow } from '../../db/paging';
import type { Db } from '../../db/database';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Input of a platform event that tells one user something. */
export interface NewMessage {
  tenantId: string;
  userId: string;
  name: string;
  body: string;
  /** Shown in the mandatory dialog after sign-in until confirmed (reminder_mode 3). */
  mandatory?: boolean;
  platform?: string;
  /** `message_name` and `message` per language (the reader's is shown; contracts common/localized.ts). */
  i18n?: TextVariants;
}

/** Per-user messages: platform events send them; each user reads and marks only their own. */
export class MessageService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly clock: Clock,
  ) {}

  /** Called by other modules (merchant review now; work orders and alarms later). */
  async send(message: NewMessage): Promise<{ id: string }> {
    const row = await this.repository.insert({
      tenantId: message.tenantId,
      userId: message.userId,
      messageName: message.name,
      messageBody: message.i18n ? { message: message.body, i18n: message.i18n } : { message: message.body },
      mandatory: message.mandatory ?? false,
      platform: message.platform ?? MESSAGE_PLATFORM,
      createdAt: this.clock.now(),
    });
    return { id: row.id };
  }

  async list(auth: AuthContext, params: MessageOwnerParams, query: MessageListQuery): Promise<MessageList> {
    const owner = ownerOf(auth, params);
    const { rows, total } = await this.repository.list(owner, {
      readStatus: query.read_status,
      ...pageWindow(query),
    });
    return pagedList(rows.map(presentMessage), total, query);
  }

  /** Ids that are not the caller's (or not ids at all) are ignored, never touched. */
  async markRead(auth: AuthContext, params: MessageOwnerParams, ids: string[]): Promise<number> {
    const owner = ownerOf(auth, params);
    return this.repository.markRead(
      owner,
      ids.filter((id) => UUID_PATTERN.test(id)),
    );
  }

  async markAllRead(auth: AuthContext, params: MessageOwnerParams): Promise<number> {
    return this.repository.markRead(ownerOf(auth, params));
  }

  async mandatory(
    auth: AuthContext,
    params: MessageOwnerParams,
    query: MandatoryMessageQuery,
  ): Promise<MandatoryMessageList> {
    const owner = ownerOf(auth, params);
    // Only reminder_mode 3 exists as mandatory; asking for another mode finds nothing.
    if (query.reminder_mode !== undefined && query.reminder_mode !== MANDATORY_PROMPT_REMINDER_MODE) {
      return emptyPage(query);
    }
    const { rows, total } = await this.repository.list(owner, {
      mandatory: true,
      readStatus: query.read_status ?? 0,
      platform: query.platform ?? MESSAGE_PLATFORM,
      ...pageWindow(query),
    });
    return pagedList(rows.map(presentMandatoryMessage), total, query);
  }

  /** Confirms one mandatory prompt; another user's id answers 404 and stays unread. */
  async confirmMandatory(auth: AuthContext, params: MessageOwnerParams, messageId: string): Promise<void> {
    const owner = ownerOf(auth, params);
    if (!UUID_PATTERN.test(messageId)) throw notFound();
    const row = await this.repository.findOwned(owner, messageId);
    if (!row?.mandatory) throw notFound();
    await this.repository.markRead(owner, [row.id]);
  }
}

/** The path names the caller's own tenant and user, or the call answers 404. */
function ownerOf(auth: AuthContext, params: MessageOwnerParams): MessageOwner {
  if (params.tenant_id !== auth.tenantId || params.user_id !== auth.userId) throw notFound();
  return { tenantId: auth.tenantId, userId: auth.userId };
}

function emptyPage(query: { current_page: number; page_size: number }) {
  return pagedList([], 0, query);
}

/** The message service on its own table (identity builds it; other modules send through it). */
export function createMessageService(db: Db, clock: Clock): MessageService {
  return new MessageService(new MessagesRepository(db), clock);
}
