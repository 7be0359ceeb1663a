import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountSecurity } from './AccountSecurity';
import { OwnSessions } from './OwnSessions';
import { ProfileForm } from './ProfileForm';

const TABS = ['profile', 'security', 'sessions'] as const;

/** SystemManagement/PersonalCenter: profile, password, own sessions (tab kept in the URL). */
export function PersonalCenter() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const active = TABS.find((tab) => tab === wanted) ?? 'profile';
  return (
    <div className="ies-admin" data-testid="personal-center">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('personal.title')}</h2>
      </div>
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(tab) => setParams({ tab })}
        items={[
          { key: 'profile', label: t('personal.profile'), children: <ProfileForm /> },
          { key: 'security', label: t('personal.security'), children: <AccountSecurity /> },
          { key: 'sessions', label: t('personal.sessions'), children: <OwnSessions /> },
        ]}
      />
    </div>
  );
}
