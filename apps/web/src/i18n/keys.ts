// The key type lives in lib/ (plain types every layer may read); i18n and its users import it here.
export type { I18nKey } from '../lib/i18nKey';
