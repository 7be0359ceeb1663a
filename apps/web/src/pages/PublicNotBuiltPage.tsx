import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, type RoutePageProps } from '../app/routeTable';
import { NotBuiltPanel } from '../ui/NotBuiltPanel';
import { PublicPageFrame } from '../ui/PublicPageFrame';

export default function PublicNotBuiltPage({ route }: RoutePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicPageFrame>
      <NotBuiltPanel
        route={route}
        extra={
          <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
            {t('help.backToLogin')}
          </Button>
        }
      />
    </PublicPageFrame>
  );
}
