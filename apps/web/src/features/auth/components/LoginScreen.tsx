import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../ui/BrandMark';
import { LoginPanel } from './LoginPanel';
import './login.css';

export function LoginScreen() {
  const { t } = useTranslation();
  return (
    <div className="ies-login-screen">
      <div className="ies-login-brand">
        <BrandMark size={48} />
        <h1>{t('app.name')}</h1>
      </div>
      <LoginPanel />
    </div>
  );
}
