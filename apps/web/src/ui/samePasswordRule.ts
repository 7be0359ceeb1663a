import type { FormRule } from 'antd';
import { translateError } from '../i18n/translateError';

/** The confirmation must equal the password field of the same form (login.error.011). */
export const samePasswordRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (value && value !== getFieldValue('password')) throw new Error(translateError('login.error.011'));
  },
});
