import { Spin } from 'antd';
import { useStation } from '../hooks/useStation';
import { useStationId } from '../hooks/useStationId';
import { StationForm } from './StationForm';
import { STATION_LIST_ROUTE } from '../utils/routes';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';

/** StationEdit: the form filled with the station of `?id=`. */
export function StationEdit() {
  const rawId = useStationId();
  const id = isRecordId(rawId) ? rawId : '';
  const station = useStation(id);
  if (station.isPending && id) return <Spin />;
  if (!station.data) return <MissingRecord backTo={STATION_LIST_ROUTE} />;
  return <StationForm key={station.data.id} station={station.data} />;
}
