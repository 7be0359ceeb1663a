import type {
  BindWithInfoInput,
  BmsAssociationInput,
  HomeSummary,
  MasterSlaveSettings,
  Pagination,
  RecalculationInput,
  RecalculationTask,
  Station,
  StationBatchAuthorizeInput,
  StationCreateInput,
  StationLogEntry,
  StationOverview,
  StationShare,
  StationShareInput,
  StationThing,
  StationUpdateInput,
  Subsystem,
  UploadResult,
  VideoSettings,
  BmsDeviceData,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { readSessionUser } from '../../../ui/session';
import { uploadImage } from '../../customisation';

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

export interface StationListParams {
  current_page: number;
  page_size: number;
  name?: string;
  type?: string;
  running_status?: string;
  sort?: string;
  sort_type?: 'asc' | 'desc';
}

const enc = encodeURIComponent;

/** The caller's tenant and user ids, which the spec's group calls carry in their paths. */
function caller(): { tenantId: string; userId: string } {
  const user = readSessionUser();
  return { tenantId: String(user?.tenant_id ?? ''), userId: String(user?.id ?? '') };
}

/** Every station path in one place (docs/api/stations.md). */
export const stationPaths = {
  list: '/api/stations',
  batchAuthorize: '/api/stations/batch-authorization',
  one: (id: string) => `/api/stations/${enc(id)}`,
  collect: (id: string) => `/api/stations/${enc(id)}/collect`,
  logs: (id: string) => `/api/stations/${enc(id)}/logs`,
  shares: (id: string) => `/api/stations/${enc(id)}/shares`,
  share: (id: string, userId: string) => `/api/stations/${enc(id)}/shares/${enc(userId)}`,
  overview: (id: string) => `/api/stations/${enc(id)}/overview`,
  bms: (id: string) => `/api/stations/${enc(id)}/bms`,
  subsystems: (id: string) => `/api/stations/${enc(id)}/subsystems`,
  subsystem: (id: string, subsystemId: string) => `/api/stations/${enc(id)}/subsystems/${enc(subsystemId)}`,
  video: (id: string) => `/api/stations/${enc(id)}/video`,
  bmsAssociation: (id: string) => `/api/stations/${enc(id)}/bms-association`,
  masterSlave: (id: string) => `/api/stations/${enc(id)}/master-slave`,
  home: '/api/home/summary',
  things: (groupId: string) => {
    const { tenantId } = caller();
    return `/api/out-wrapper/group/tenants/${enc(tenantId)}/group/${enc(groupId)}/things`;
  },
  thingsWithoutPage: (groupId: string) => {
    const { tenantId } = caller();
    return `/api/out-wrapper/group/tenants/${enc(tenantId)}/group/${enc(groupId)}/things-without-page`;
  },
  recalculation: (groupId: string) => {
    const { tenantId } = caller();
    return `/api/out-wrapper/group/tenants/${enc(tenantId)}/group/${enc(groupId)}/recalculation`;
  },
  subsystemDevices: (id: string, subsystemId: string) =>
    `/api/stations/${enc(id)}/subsystems/${enc(subsystemId)}/devices`,
  bind: (groupId: string) => {
    const { tenantId, userId } = caller();
    return `/api/out-wrapper/group/tenants/${enc(tenantId)}/users/${enc(userId)}/groups/${enc(groupId)}/bind-with-info`;
  },
  unbind: (groupId: string) => {
    const { tenantId, userId } = caller();
    return `/api/out-wrapper/group/tenants/${enc(tenantId)}/users/${enc(userId)}/groups/${enc(groupId)}/unbind`;
  },
};

export function fetchStations(params: StationListParams): Promise<Paged<Station>> {
  return apiClient.get<Paged<Station>>(stationPaths.list, { query: { ...params } });
}

export function batchAuthorize(input: StationBatchAuthorizeInput): Promise<{ count: number }> {
  return apiClient.post<{ count: number }>(stationPaths.batchAuthorize, input);
}

export function fetchStation(id: string): Promise<Station> {
  return apiClient.get<Station>(stationPaths.one(id));
}

export function createStation(input: StationCreateInput): Promise<Station> {
  return apiClient.post<Station>(stationPaths.list, input);
}

export function updateStation(id: string, input: StationUpdateInput): Promise<Station> {
  return apiClient.put<Station>(stationPaths.one(id), input);
}

export function deleteStation(id: string): Promise<void> {
  return apiClient.delete<void>(stationPaths.one(id));
}

export function setCollected(id: string, collected: boolean): Promise<void> {
  return collected
    ? apiClient.put<void>(stationPaths.collect(id), undefined)
    : apiClient.delete<void>(stationPaths.collect(id));
}

export function fetchStationLogs(
  id: string,
  page: number,
  pageSize: number,
): Promise<Paged<StationLogEntry>> {
  return apiClient.get<Paged<StationLogEntry>>(stationPaths.logs(id), {
    query: { current_page: page, page_size: pageSize },
  });
}

export function fetchShares(id: string): Promise<{ list: StationShare[] }> {
  return apiClient.get<{ list: StationShare[] }>(stationPaths.shares(id));
}

export function addShare(id: string, input: StationShareInput): Promise<unknown> {
  return apiClient.post<unknown>(stationPaths.shares(id), input);
}

export function removeShare(id: string, userId: string): Promise<void> {
  return apiClient.delete<void>(stationPaths.share(id, userId));
}

export function fetchOverview(id: string): Promise<StationOverview> {
  return apiClient.get<StationOverview>(stationPaths.overview(id));
}

export function fetchBms(id: string): Promise<{ list: BmsDeviceData[] }> {
  return apiClient.get<{ list: BmsDeviceData[] }>(stationPaths.bms(id));
}

export function fetchThings(groupId: string, page: number, pageSize: number): Promise<Paged<StationThing>> {
  return apiClient.get<Paged<StationThing>>(stationPaths.things(groupId), {
    query: { current_page: page, page_size: pageSize },
  });
}

export function fetchAllThings(groupId: string): Promise<{ list: StationThing[] }> {
  return apiClient.get<{ list: StationThing[] }>(stationPaths.thingsWithoutPage(groupId));
}

export function setSubsystemDevices(
  id: string,
  subsystemId: string,
  thingsIds: string[],
): Promise<Subsystem> {
  return apiClient.put<Subsystem>(stationPaths.subsystemDevices(id, subsystemId), { things_ids: thingsIds });
}

export function bindThings(groupId: string, input: BindWithInfoInput): Promise<unknown> {
  return apiClient.put<unknown>(stationPaths.bind(groupId), input);
}

export function unbindThings(groupId: string, thingsIds: string[]): Promise<unknown> {
  return apiClient.put<unknown>(stationPaths.unbind(groupId), { things_ids: thingsIds });
}

export function fetchSubsystems(id: string): Promise<{ list: Subsystem[] }> {
  return apiClient.get<{ list: Subsystem[] }>(stationPaths.subsystems(id));
}

export function createSubsystem(id: string, name: string): Promise<Subsystem> {
  return apiClient.post<Subsystem>(stationPaths.subsystems(id), { name });
}

export function deleteSubsystem(id: string, subsystemId: string): Promise<void> {
  return apiClient.delete<void>(stationPaths.subsystem(id, subsystemId));
}

export function fetchVideo(id: string): Promise<VideoSettings> {
  return apiClient.get<VideoSettings>(stationPaths.video(id));
}

export function saveVideo(id: string, input: VideoSettings): Promise<VideoSettings> {
  return apiClient.put<VideoSettings>(stationPaths.video(id), input);
}

export function fetchMasterSlave(id: string): Promise<MasterSlaveSettings> {
  return apiClient.get<MasterSlaveSettings>(stationPaths.masterSlave(id));
}

export function fetchRecalculations(groupId: string): Promise<{ list: RecalculationTask[] }> {
  return apiClient.get<{ list: RecalculationTask[] }>(stationPaths.recalculation(groupId));
}

export function startRecalculation(groupId: string, input: RecalculationInput): Promise<RecalculationTask> {
  return apiClient.post<RecalculationTask>(stationPaths.recalculation(groupId), input);
}

export function saveMasterSlave(id: string, slaveStationIds: string[]): Promise<MasterSlaveSettings> {
  return apiClient.put<MasterSlaveSettings>(stationPaths.masterSlave(id), {
    slave_station_ids: slaveStationIds,
  });
}

export function fetchBmsAssociation(id: string): Promise<BmsAssociationInput> {
  return apiClient.get<BmsAssociationInput>(stationPaths.bmsAssociation(id));
}

export function saveBmsAssociation(id: string, input: BmsAssociationInput): Promise<BmsAssociationInput> {
  return apiClient.put<BmsAssociationInput>(stationPaths.bmsAssociation(id), input);
}

export function fetchHomeSummary(): Promise<HomeSummary> {
  return apiClient.get<HomeSummary>(stationPaths.home);
}

export function uploadStationPicture(file: File): Promise<UploadResult> {
  return uploadImage(file, 'station-picture');
}
