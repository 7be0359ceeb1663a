import type { RegistrationResponse, UserType } from '@ies/contracts';
import { Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { translateError } from '../../../i18n/translateError';
import { ApiError } from '../../../ui/apiError';
import { useHostBrand } from '../../auth';
import { notifyError } from '../../../ui/notify';
import { register } from '../api/registration';
import { registrationFailure } from '../utils/registrationFailure';
import {
  nextStep,
  previousStep,
  type RegistrationStep,
  registrationSteps,
  submitsAfter,
} from '../utils/registrationSteps';
import { registrationRequestOf, type WizardDraft } from '../utils/wizardDraft';
import { AccountStep } from './AccountStep';
import { CompanyStep } from './CompanyStep';
import { EmailStep } from './EmailStep';
import { FinishStep } from './FinishStep';
import { RoleStep } from './RoleStep';
import type { StepError } from './stepProps';
import '../../../ui/publicCard.css';
import './registration.css';

const STEP_TITLE = {
  role: 'register.stepRole',
  account: 'register.stepAccount',
  email: 'register.stepEmail',
  company: 'register.stepCompany',
  finish: 'register.stepFinish',
} as const;

/** A role chosen on the bind page before it sent the user here. */
export interface RegisterEntryState {
  userType?: UserType;
  businessId?: string;
}

/** /Register (docs/spec/A-access-and-shell.md §2.3): role, account, e-mail, company (merchants only), finish. */
export function RegistrationWizard() {
  const { t } = useTranslation();
  const location = useLocation();
  const brand = useHostBrand();
  const ownerOnly = brand?.owner_only === true;
  const [draft, setDraft] = useState<WizardDraft>(() => ({
    ...(location.state as RegisterEntryState | null),
  }));
  const [step, setStep] = useState<RegistrationStep>('role');
  const [stepError, setStepError] = useState<StepError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RegistrationResponse['status'] | null>(null);

  const userType = ownerOnly ? '2' : draft.userType;
  const steps = registrationSteps(userType);

  function go(target: RegistrationStep, error: StepError | null = null) {
    setStepError(error);
    setStep(target);
  }

  async function submit(complete: WizardDraft) {
    setSubmitting(true);
    try {
      const created = await register(registrationRequestOf(complete));
      setResult(created.status);
      go('finish');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failure = registrationFailure(error);
      const message = failure?.textCode ? translateError(failure.textCode) : error.message;
      notifyError(message);
      if (failure) {
        go(failure.step, { field: failure.field, code: failure.textCode ?? error.code, message });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function onNext(values: Partial<WizardDraft>) {
    const merged = { ...draft, ...values };
    setDraft(merged);
    if (step === submitsAfter(merged.userType)) void submit(merged);
    else go(nextStep(merged.userType, step));
  }

  function onBack(values: Partial<WizardDraft>) {
    setDraft((current) => ({ ...current, ...values }));
    go(previousStep(userType, step));
  }

  const props = { draft, error: stepError, onNext, onBack, busy: submitting };

  return (
    <div className="ies-public-card ies-register" data-testid="register-wizard" data-steps={steps.length}>
      <h1 className="ies-public-card-title ies-register-title">{t('register.title')}</h1>
      <Steps
        className="ies-register-steps"
        size="small"
        current={steps.indexOf(step)}
        items={steps.map((key) => ({ title: t(STEP_TITLE[key]) }))}
      />
      <div className="ies-register-body" key={step}>
        {step === 'role' && <RoleStep {...props} ownerOnly={ownerOnly} onBack={undefined} />}
        {step === 'account' && <AccountStep {...props} />}
        {step === 'email' && <EmailStep {...props} submits={submitsAfter(userType) === 'email'} />}
        {step === 'company' && <CompanyStep {...props} />}
        {step === 'finish' && result && <FinishStep status={result} />}
      </div>
      {step !== 'finish' && (
        <p className="ies-register-footer">
          {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
        </p>
      )}
    </div>
  );
}
