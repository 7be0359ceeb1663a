import { LoginScreen } from '../features/auth/components/LoginScreen';

export default function LoginPage() {
  return <LoginScreen />;
}
