import type { FormRule } from 'antd';
import type { LoginFieldName } from './loginSchemas';

const loadValidator = () => import('./loginSchemas').then((module) => module.validateLoginField);

/** Starts loading the validators while the user is still typing. */
export function preloadLoginRules(): void {
  void loadValidator();
}

function rule(field: LoginFieldName): FormRule[] {
  return [{ validator: async (_rule, value: unknown) => (await loadValidator())(field, value) }];
}

/** Sign-in field rules: the contracts' sign-in schemas, loaded on first use. */
export const loginRules = {
  username: rule('username'),
  password: rule('password'),
  svgCode: rule('svgCode'),
  mobile: rule('mobile'),
  code: rule('code'),
};
