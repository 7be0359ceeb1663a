import { USER_TYPE, type UserType } from '@ies/contracts';

export type RegistrationStep = 'role' | 'account' | 'email' | 'company' | 'finish';

/** Spec A §2.3: five steps for a merchant (type 1), four otherwise (no company step). */
export function registrationSteps(userType: UserType | undefined): RegistrationStep[] {
  return userType === USER_TYPE.merchant
    ? ['role', 'account', 'email', 'company', 'finish']
    : ['role', 'account', 'email', 'finish'];
}

/** The step a back button returns to: one step, never before the first. */
export function previousStep(userType: UserType | undefined, current: RegistrationStep): RegistrationStep {
  const steps = registrationSteps(userType);
  return steps[Math.max(0, steps.indexOf(current) - 1)] ?? 'role';
}

export function nextStep(userType: UserType | undefined, current: RegistrationStep): RegistrationStep {
  const steps = registrationSteps(userType);
  return steps[Math.min(steps.length - 1, steps.indexOf(current) + 1)] ?? 'finish';
}

/** Spec A §4: owners submit after the e-mail step, merchants after the company step. */
export function submitsAfter(userType: UserType | undefined): RegistrationStep {
  return userType === USER_TYPE.merchant ? 'company' : 'email';
}
