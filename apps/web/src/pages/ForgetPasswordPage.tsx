import { PasswordResetForm } from '../features/password-reset/components/PasswordResetForm';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function ForgetPasswordPage() {
  return (
    <PublicPageFrame testId="forget-password-page">
      <PasswordResetForm />
    </PublicPageFrame>
  );
}
