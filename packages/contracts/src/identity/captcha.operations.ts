import { operation } from '../common/operation';
import { captchaResponseSchema } from './identity';

/** Served by `captcha.routes.ts`; OpenAPI tag: identity. */
export const captchaOperations = {
  image: operation({
    method: 'GET',
    path: '/control/captcha',
    access: 'public',
    summary: 'A new graphic code (150×50 SVG, single use)',
    schema: { reply: captchaResponseSchema },
  }),
};
