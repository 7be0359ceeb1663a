import { actionWordsEn } from '../../../ui/i18n/actionWords';
import type { dockingZh } from './zh';

export const dockingEn: typeof dockingZh = {
  common: actionWordsEn,
  add: 'Add docking',
  addTitle: 'Add platform docking',
  editTitle: 'Edit platform docking',
  push: 'Push now',
  pushed: 'Queued for delivery',
  deliveries: 'Deliveries',
  deleteConfirm: 'Delete this docking and its delivery log?',
  fields: {
    projectName: 'Project name',
    projectNumber: 'Project number',
    station: 'Docking station',
    pushUrl: 'Push address',
    enabled: 'Enabled',
  },
  lastDelivery: 'Last delivery',
  never: 'Not pushed yet',
  delivery: {
    title: 'Deliveries of {{project}}',
    createdAt: 'Created',
    status: 'Status',
    attempts: 'Attempts',
    httpStatus: 'Answer status',
    failure: 'Failure',
    records: 'Records',
    deliveredAt: 'Delivered',
    none: 'No deliveries yet',
  },
  status: { pending: 'Waiting', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed' },
  failure: {
    refused_address: 'Address not allowed',
    timeout: 'Timed out',
    network: 'Network error',
    http_status: 'The platform answered an error',
  },
};
