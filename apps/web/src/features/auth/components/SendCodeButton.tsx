import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  remaining: number;
  sending: boolean;
  onClick: () => void;
  className?: string;
  testId?: string;
}

/** "Send code", then the count-down until the next code may be asked for. */
export function SendCodeButton({ remaining, sending, onClick, className, testId }: SendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      className={className ?? 'ies-login-send'}
      disabled={remaining > 0}
      loading={sending}
      onClick={onClick}
      data-testid={testId}
    >
      {remaining > 0 ? t('login.resendIn', { seconds: remaining }) : t('login.sendCode')}
    </Button>
  );
}
