import type {
  OrderMoveInput,
  RepairMove,
  RepairOrderCreate,
  RepairOrderList,
  RepairOrderRecord,
  WorkOrderCreate,
  WorkOrderList,
  WorkOrderMove,
  WorkOrderMoveInput,
  WorkOrderRecord,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';

const enc = encodeURIComponent;

/** Query string of the defined, non-empty filters. */
function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined && v !== '');
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${enc(String(v))}`).join('&')}` : '';
}

export function fetchRepairOrders(params: Record<string, string | number | undefined>) {
  return apiClient.get<RepairOrderList>(`/api/repair-orders${query(params)}`);
}
export function fetchRepairOrder(id: string) {
  return apiClient.get<RepairOrderRecord>(`/api/repair-orders/${enc(id)}`);
}
export function createRepairOrder(input: RepairOrderCreate) {
  return apiClient.post<RepairOrderRecord>('/api/repair-orders', input);
}
export function moveRepairOrder(id: string, move: RepairMove, input: OrderMoveInput) {
  return apiClient.post<RepairOrderRecord>(`/api/repair-orders/${enc(id)}/${move}`, input);
}

export function fetchWorkOrders(params: Record<string, string | number | undefined>) {
  return apiClient.get<WorkOrderList>(`/api/work-orders${query(params)}`);
}
export function fetchWorkOrder(id: string) {
  return apiClient.get<WorkOrderRecord>(`/api/work-orders/${enc(id)}`);
}
export function createWorkOrder(input: WorkOrderCreate) {
  return apiClient.post<WorkOrderRecord>('/api/work-orders', input);
}
export function moveWorkOrder(id: string, move: WorkOrderMove, input: WorkOrderMoveInput) {
  return apiClient.post<WorkOrderRecord>(`/api/work-orders/${enc(id)}/${move}`, input);
}
