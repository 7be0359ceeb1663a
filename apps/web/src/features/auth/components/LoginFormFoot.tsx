import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The foot of a sign-in form: the options row (`children`, then the forgotten-password link) and
 * the submit button.
 */
export function LoginFormFoot(props: { className: string; pending: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={props.className}>
        {props.children}
        <Link to="/ForgetPassword">{t('login.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={props.pending}>
        {t('login.submit')}
      </Button>
    </>
  );
}
