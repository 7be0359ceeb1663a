import { RegistrationWizard } from '../features/registration/components/RegistrationWizard';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function RegisterPage() {
  return (
    <PublicPageFrame testId="register-page">
      <RegistrationWizard />
    </PublicPageFrame>
  );
}
