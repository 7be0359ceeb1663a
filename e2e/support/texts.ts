// The app's own catalogues, so the journeys check the real texts in both languages.
import { accessErrors } from '../../packages/contracts/src/errors/families/access';
import { loginErrors } from '../../packages/contracts/src/errors/families/login';
import { userErrors } from '../../packages/contracts/src/errors/families/users';
import { en } from '../../apps/web/src/i18n/en';
import { zh } from '../../apps/web/src/i18n/zh';

export const texts = { zh, en } as const;
export const errors = { ...accessErrors, ...loginErrors, ...userErrors };
