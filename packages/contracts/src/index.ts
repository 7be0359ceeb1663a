export * from './i18n/locale';
export * from './errors/types';
export * from './errors/catalogue';
export * from './errors/messages';
export * from './errors/docs';

export * from './constants/limits';
export * from './constants/data';
export * from './constants/uploads';
export * from './constants/lora';
export * from './constants/verification';
export * from './constants/platform';
export * from './constants/theme';

export * from './enums/label';
export * from './enums/account';
export * from './enums/alarm';
export * from './enums/data';
export * from './enums/device';
export * from './enums/menu';
export * from './enums/price';
export * from './enums/station';
export * from './enums/timed-job';
export * from './enums/work-order';
export * from './enums/catalogue';

export * from './permissions/families';
export * from './permissions/codes';

export * from './validation/text';
export * from './validation/account';
export * from './validation/names';
export * from './validation/device';
export * from './validation/numbers';
export * from './validation/time';
export * from './validation/issues';
export * from './validation/forms/confirm';
export * from './validation/forms/login';
export * from './validation/forms/verification';
export * from './validation/forms/registration';

export * from './api/health';
export * from './api/paging';
export * from './api/identity';
export * from './api/identity-messages';

export * from './device/protocol';
