import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStation } from '../hooks/useStation';
import { useStationId } from '../hooks/useStationId';
import { StationForm } from './StationForm';

/** StationEdit: the form filled with the station of `?id=`. */
export function StationEdit() {
  const { t } = useTranslation();
  const id = useStationId();
  const station = useStation(id);
  if (station.isPending && id) return <Spin />;
  if (!station.data) return <Result status="404" title={t('stations.detail.notFound')} />;
  return <StationForm key={station.data.id} station={station.data} />;
}
