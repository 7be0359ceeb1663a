import type {
  MaintenancePlan,
  MaintenancePlanCreate,
  MaintenancePlanList,
  OrderMoveInput,
  RepairMove,
  RepairOrderCreate,
  RepairOrderList,
  RepairOrderRecord,
  WorkOrderCreate,
  WorkOrderList,
  WorkOrderMove,
  WorkOrderMoveInput,
  WorkOrderFigures,
  WorkOrderRecord,
  WorkOrderTemplate,
  WorkOrderTemplateCreate,
  WorkOrderTemplateList,
  UploadResult,
} from '@ies/contracts';
import { apiClient } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';

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
/** The platform administrator's queue: cloud-platform orders of every tenant. */
export function fetchAdminWorkOrders(params: Record<string, string | number | undefined>) {
  return apiClient.get<WorkOrderList>(`/api/admin/work-orders${query(params)}`);
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

export function fetchWorkOrderTemplates(type?: string) {
  return apiClient.get<WorkOrderTemplateList>(`/api/work-order-templates${query({ type })}`);
}
export function createWorkOrderTemplate(input: WorkOrderTemplateCreate) {
  return apiClient.post<WorkOrderTemplate>('/api/work-order-templates', input);
}
export function fetchMaintenancePlans() {
  return apiClient.get<MaintenancePlanList>('/api/work-order-plans');
}
export function createMaintenancePlan(input: MaintenancePlanCreate) {
  return apiClient.post<MaintenancePlan>('/api/work-order-plans', input);
}
export function deleteMaintenancePlan(id: string) {
  return apiClient.delete<void>(`/api/work-order-plans/${enc(id)}`);
}
export function fetchWorkOrderFigures(params: Record<string, string | number | undefined>) {
  return apiClient.get<WorkOrderFigures>(`/api/work-orders/figures${query(params)}`);
}
/** The list as xlsx, with the list's filters. */
export function exportWorkOrders(params: Record<string, string | number | undefined>) {
  return downloadFile(`/api/work-orders/export${query(params)}`, 'work-orders.xlsx');
}

/** One picture of an order or a move (upload purpose `order-picture`; the server checks the bytes). */
export function uploadOrderPicture(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.send<UploadResult>(
    'POST',
    '/api/uploads',
    { body: form },
    { query: { purpose: 'order-picture' } },
  );
}
