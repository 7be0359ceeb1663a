import {
  type BindWithInfoInput,
  type BmsAssociationInput,
  type OperationInput,
  type Pagination,
  type RecalculationInput,
  type StationBatchAuthorizeInput,
  type StationCreateInput,
  type StationShareInput,
  type StationUpdateInput,
  type UploadResult,
  type VideoSettings,
  stationBindingOperations,
  stationFiguresOperations,
  stationRecalcOperations,
  stationSharingOperations,
  stationSubsystemsOperations,
  stationsOperations,
  stationBindOperations,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { sessionPathIds } from '../../../ui/session';
import { uploadImage } from '../../customisation';

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

/** The station list's query, as its contract takes it. */
export type StationListParams = NonNullable<OperationInput<typeof stationsOperations.list>['query']>;

const byId = (id: string) => ({ params: { id } });
const ofGroup = (groupId: string) => ({
  params: { tenant_id: sessionPathIds().tenant_id, group_id: groupId },
});
const paged = (page: number, pageSize: number) => ({ current_page: page, page_size: pageSize });

export const fetchStations = (query: StationListParams) => apiClient.call(stationsOperations.list, { query });

export const batchAuthorize = (body: StationBatchAuthorizeInput) =>
  apiClient.call(stationSharingOperations.batchAuthorize, { body });

export const fetchStation = (id: string) => apiClient.call(stationsOperations.get, byId(id));

export const createStation = (body: StationCreateInput) =>
  apiClient.call(stationsOperations.create, { body });

export const updateStation = (id: string, body: StationUpdateInput) =>
  apiClient.call(stationsOperations.update, { ...byId(id), body });

export const deleteStation = (id: string) => apiClient.call(stationsOperations.delete, byId(id));

export const setCollected = (id: string, collected: boolean) =>
  apiClient.call(collected ? stationsOperations.collect : stationsOperations.uncollect, byId(id));

export const fetchStationLogs = (id: string, page: number, pageSize: number) =>
  apiClient.call(stationsOperations.logs, { ...byId(id), query: paged(page, pageSize) });

export const fetchShares = (id: string) => apiClient.call(stationSharingOperations.shares, byId(id));

export const addShare = (id: string, body: StationShareInput) =>
  apiClient.call(stationSharingOperations.share, { ...byId(id), body });

export const removeShare = (id: string, userId: string) =>
  apiClient.call(stationSharingOperations.unshare, { params: { id, user_id: userId } });

export const fetchOverview = (id: string) => apiClient.call(stationFiguresOperations.overview, byId(id));

export const fetchBms = (id: string) => apiClient.call(stationFiguresOperations.bms, byId(id));

export const fetchThings = (groupId: string, page: number, pageSize: number) =>
  apiClient.call(stationBindingOperations.things, { ...ofGroup(groupId), query: paged(page, pageSize) });

export const fetchAllThings = (groupId: string) =>
  apiClient.call(stationBindingOperations.thingsWithoutPage, ofGroup(groupId));

export const setSubsystemDevices = (id: string, subsystemId: string, thingsIds: string[]) =>
  apiClient.call(stationSubsystemsOperations.setSubsystemDevices, {
    params: { id, subsystem_id: subsystemId },
    body: { things_ids: thingsIds },
  });

export const bindThings = (groupId: string, body: BindWithInfoInput): Promise<unknown> =>
  apiClient.call(stationBindOperations.wrapper, { params: { ...sessionPathIds(), group_id: groupId }, body });

export const unbindThings = (groupId: string, thingsIds: string[]) =>
  apiClient.call(stationBindingOperations.unbind, {
    params: { ...sessionPathIds(), group_id: groupId },
    body: { things_ids: thingsIds },
  });

export const fetchSubsystems = (id: string) =>
  apiClient.call(stationSubsystemsOperations.subsystems, byId(id));

export const createSubsystem = (id: string, name: string) =>
  apiClient.call(stationSubsystemsOperations.createSubsystem, { ...byId(id), body: { name } });

export const deleteSubsystem = (id: string, subsystemId: string) =>
  apiClient.call(stationSubsystemsOperations.deleteSubsystem, { params: { id, subsystem_id: subsystemId } });

export const fetchVideo = (id: string) => apiClient.call(stationSubsystemsOperations.video, byId(id));

export const saveVideo = (id: string, body: VideoSettings) =>
  apiClient.call(stationSubsystemsOperations.setVideo, { ...byId(id), body });

export const fetchMasterSlave = (id: string) =>
  apiClient.call(stationSubsystemsOperations.masterSlave, byId(id));

export const fetchRecalculations = (groupId: string) =>
  apiClient.call(stationRecalcOperations.recalculations, ofGroup(groupId));

export const startRecalculation = (groupId: string, body: RecalculationInput) =>
  apiClient.call(stationRecalcOperations.recalculate, { ...ofGroup(groupId), body });

export const saveMasterSlave = (id: string, slaveStationIds: string[]) =>
  apiClient.call(stationSubsystemsOperations.setMasterSlave, {
    ...byId(id),
    body: { slave_station_ids: slaveStationIds },
  });

export const fetchBmsAssociation = (id: string) =>
  apiClient.call(stationSubsystemsOperations.bmsAssociation, byId(id));

export const saveBmsAssociation = (id: string, body: BmsAssociationInput) =>
  apiClient.call(stationSubsystemsOperations.setBmsAssociation, { ...byId(id), body });

export const fetchHomeSummary = () => apiClient.call(stationFiguresOperations.home, {});

export function uploadStationPicture(file: File): Promise<UploadResult> {
  return uploadImage(file, 'station-picture');
}
