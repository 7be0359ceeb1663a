import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface StepActionsProps {
  /** Absent on the first step. */
  onBack?: () => void;
  busy?: boolean;
  /** The submit button's text: next, or submit on the last step. */
  submitLabel: string;
  /** Further buttons between back and submit (skip). */
  children?: ReactNode;
}

/** A registration step's buttons: back, any others, and submit. */
export function StepActions({ onBack, busy, submitLabel, children }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="ies-register-actions">
      {onBack && <Button onClick={onBack}>{t('register.back')}</Button>}
      {children}
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
