// What other features use of registration: the role step and the wizard's state (third-party bind).
export { checkUserTenantValidate } from './api/registration';
export { RoleStep } from './components/RoleStep';
export type { RegisterEntryState } from './components/RegistrationWizard';
export type { WizardDraft } from './utils/wizardDraft';
