import { CONTAINER_PREFIX } from '@ies/contracts';

const repair = `${CONTAINER_PREFIX}/RepairManagement`;

/**
 * Where the order screens live (an order is named by `?id=`, a station by `?station_id=`). Plain
 * data in lib/, so that alarms can link to orders without importing the orders feature.
 */
export const orderRoutes = {
  repairAdd: (stationId?: string) =>
    `${CONTAINER_PREFIX}/StationManagement/StationRepair/RepairAdd${stationId ? `?station_id=${encodeURIComponent(stationId)}` : ''}`,
  repairList: `${repair}/RepairList`,
  repairRecord: (id: string) => `${repair}/RepairList/RepairRecord?id=${encodeURIComponent(id)}`,
  workOrder: `${repair}/WorkOrder`,
  workAdd: `${repair}/WorkOrder/WorkAdd`,
  /** WorkAdd filled in from an alarm event (station, device, description). */
  workAddFromAlarm: (event: { id: string; station_id: string | null; device_id: string; message: string }) =>
    `${repair}/WorkOrder/WorkAdd?${new URLSearchParams({
      alarm_event_id: event.id,
      ...(event.station_id ? { station_id: event.station_id } : {}),
      device_id: event.device_id,
      description: event.message,
    }).toString()}`,
  /** The work-order list with one order's detail open. */
  workOrderDetail: (id: string) => `${repair}/WorkOrder?id=${encodeURIComponent(id)}`,
};
