import { CONTAINER_PREFIX } from '@ies/contracts';

const repair = `${CONTAINER_PREFIX}/RepairManagement`;

/** Where the order screens live (an order is named by `?id=`, a station by `?station_id=`). */
export const orderRoutes = {
  repairAdd: (stationId?: string) =>
    `${CONTAINER_PREFIX}/StationManagement/StationRepair/RepairAdd${stationId ? `?station_id=${encodeURIComponent(stationId)}` : ''}`,
  repairList: `${repair}/RepairList`,
  repairRecord: (id: string) => `${repair}/RepairList/RepairRecord?id=${encodeURIComponent(id)}`,
  workOrder: `${repair}/WorkOrder`,
  workAdd: `${repair}/WorkOrder/WorkAdd`,
};
