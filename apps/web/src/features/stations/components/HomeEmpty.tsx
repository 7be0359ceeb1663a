import { CONTAINER_PREFIX } from '@ies/contracts';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../auth';
import { stationRoutes } from '../utils/routes';

// Stations are granted to a permission group's members on the group's form.
const GROUPS = `${CONTAINER_PREFIX}/UserManagement/AuthorityManager`;

/**
 * Home for a caller with no station: says why the widgets would be empty and what to do — a
 * manager adds a station or grants them to sub-users; a sub-user learns who grants them.
 */
export function HomeEmpty() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const tenant = user?.tenantInfo?.name;
  if (user?.isManager) {
    return (
      <Result
        status="info"
        data-testid="home-empty"
        title={t('stations.home.emptyTitle')}
        subTitle={t('stations.home.emptyManager')}
        extra={
          <Space wrap>
            <Link to={stationRoutes.add}>
              <Button type="primary">{t('stations.home.addStation')}</Button>
            </Link>
            <Link to={GROUPS}>
              <Button>{t('stations.home.grantStations')}</Button>
            </Link>
          </Space>
        }
      />
    );
  }
  return (
    <Result
      status="info"
      data-testid="home-empty"
      title={t('stations.home.emptyTitle')}
      subTitle={tenant ? t('stations.home.emptySubUserOf', { tenant }) : t('stations.home.emptySubUser')}
    />
  );
}
