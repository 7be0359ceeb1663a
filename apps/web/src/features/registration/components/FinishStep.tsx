import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';

interface FinishStepProps {
  /** pending: a merchant waiting for approval; active: an owner who may sign in now. */
  status: 'pending' | 'active';
}

/** Step 5 (4 for owners): what happens next, and the way to the sign-in page. */
export function FinishStep({ status }: FinishStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = status === 'pending';
  return (
    <div data-testid="register-step-finish" data-status={status}>
      <Result
        status={pending ? 'info' : 'success'}
        title={pending ? t('register.successMerchantTitle') : t('register.successOwnerTitle')}
        subTitle={pending ? t('register.successMerchant') : t('register.successOwner')}
        extra={
          <Button type="primary" onClick={() => navigate(LOGIN_PATH)} data-testid="register-confirm">
            {t('register.confirm')}
          </Button>
        }
      />
    </div>
  );
}
