import type { WizardDraft } from '../utils/wizardDraft';

/** An error the wizard hands back to a step after a failed submission (docs/spec/A-access-and-shell.md §8). */
export interface StepError {
  field: string;
  code: string;
  message: string;
}

export interface StepProps {
  draft: WizardDraft;
  /** Shown under its field when the step opens. */
  error: StepError | null;
  onNext: (values: Partial<WizardDraft>) => void;
  onBack: (values: Partial<WizardDraft>) => void;
  /** The registration call is under way (the submitting step's button spins). */
  busy?: boolean;
}
