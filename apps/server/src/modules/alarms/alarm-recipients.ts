import type { AlarmActionInput, Locale } from '@ies/contracts';
import type { AlarmEngineRepository } from './alarm-engine.repository';
import type { AlarmNotice } from './alarm-notifier';
import type { AlarmSettingsRepository } from './alarm-settings.repository';

/**
 * The language an action's recipient reads: an e-mail address or mobile number of a user of the
 * tenant is written in that user's alarm language; any other address (and a webhook or robot,
 * read by the rule's people) in the language of the rule's author; zh when neither is known.
 */
export function recipientLanguage(deps: {
  repository: Pick<AlarmEngineRepository, 'tenantUsers'>;
  settings: Pick<AlarmSettingsRepository, 'of'>;
}) {
  return async (notice: AlarmNotice, action: AlarmActionInput): Promise<Locale> => {
    const users = await deps.repository.tenantUsers(notice.tenantId);
    const address =
      action.type === 'email'
        ? action.email.toLowerCase()
        : action.type === 'sms'
          ? action.mobile
          : undefined;
    const owner =
      address === undefined
        ? undefined
        : users.find((u) => (action.type === 'email' ? u.email?.toLowerCase() : u.mobile) === address);
    const reader = owner?.id ?? notice.rule.createdBy ?? undefined;
    if (!reader) return 'zh';
    return (await deps.settings.of([reader])).get(reader)?.language ?? 'zh';
  };
}
