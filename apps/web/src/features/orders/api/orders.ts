import {
  type Operation,
  type OperationInput,
  repairsOperations,
  workOrderPlansOperations,
  workOrdersOperations,
  type MaintenancePlanCreate,
  type OrderMoveInput,
  type RepairMove,
  type RepairOrderCreate,
  type WorkOrderCreate,
  type WorkOrderMove,
  type WorkOrderMoveInput,
  type WorkOrderTemplateCreate,
  type UploadResult,
  repairMoveOperations,
  workOrderMoveOperations,
  uploadsOperations,
} from '@ies/contracts';
import { apiClient, operationUrl } from '../../../ui/apiClient';
import { downloadFile } from '../../../ui/download';

const enc = encodeURIComponent;
type Filters = Record<string, string | number | undefined>;

/** The defined, non-empty filters. */
function filled(params: Filters): Filters {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
}

/** Query string of the defined, non-empty filters (for the export's download address). */
function query(params: Filters): string {
  const entries = Object.entries(filled(params));
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${enc(String(v))}`).join('&')}` : '';
}

/** Calls a list with the defined, non-empty filters; the server checks each against the query schema. */
const list = <O extends Operation>(op: O, params: Filters) =>
  apiClient.call(op, { query: filled(params) } as OperationInput<O>);
const byId = (id: string) => ({ params: { id } });

export const fetchRepairOrders = (params: Filters) => list(repairsOperations.list, params);
export const fetchRepairOrder = (id: string) => apiClient.call(repairsOperations.record, byId(id));
export const createRepairOrder = (body: RepairOrderCreate) =>
  apiClient.call(repairsOperations.create, { body });
export const moveRepairOrder = (id: string, move: RepairMove, body: OrderMoveInput) =>
  apiClient.call(repairMoveOperations[move], { ...byId(id), body });

export const fetchWorkOrders = (params: Filters) => list(workOrdersOperations.list, params);
/** The platform administrator's queue: cloud-platform orders of every tenant. */
export const fetchAdminWorkOrders = (params: Filters) => list(workOrdersOperations.adminQueue, params);
export const fetchWorkOrder = (id: string) => apiClient.call(workOrdersOperations.record, byId(id));
export const createWorkOrder = (body: WorkOrderCreate) =>
  apiClient.call(workOrdersOperations.create, { body });
export const moveWorkOrder = (id: string, move: WorkOrderMove, body: WorkOrderMoveInput) =>
  apiClient.call(workOrderMoveOperations[move], { ...byId(id), body });

export const fetchWorkOrderTemplates = (type?: string) => list(workOrdersOperations.templates, { type });
export const createWorkOrderTemplate = (body: WorkOrderTemplateCreate) =>
  apiClient.call(workOrdersOperations.createTemplate, { body });
export const fetchMaintenancePlans = () => apiClient.call(workOrderPlansOperations.list, {});
export const createMaintenancePlan = (body: MaintenancePlanCreate) =>
  apiClient.call(workOrderPlansOperations.create, { body });
export const deleteMaintenancePlan = (id: string) =>
  apiClient.call(workOrderPlansOperations.remove, byId(id));
export const fetchWorkOrderFigures = (params: Filters) => list(workOrderPlansOperations.figures, params);
/** The list as xlsx, with the list's filters. */
export function exportWorkOrders(params: Filters) {
  return downloadFile(`${operationUrl(workOrderPlansOperations.export)}${query(params)}`, 'work-orders.xlsx');
}

/** One picture of an order or a move (upload purpose `order-picture`; the server checks the bytes). */
export function uploadOrderPicture(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.callRaw(uploadsOperations.upload, { body: form }, { query: { purpose: 'order-picture' } });
}
