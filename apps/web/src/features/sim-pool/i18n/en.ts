import { actionWordsEn } from '../../../ui/i18n/actionWords';
import type { simPoolZh } from './zh';

export const simPoolEn: typeof simPoolZh = {
  common: actionWordsEn,
  add: 'Add SIM pool',
  editTitle: 'Edit SIM pool',
  addTitle: 'Add SIM pool',
  sync: 'Sync',
  synced: 'Synced',
  cards: 'Cards',
  deleteConfirm: 'Delete this SIM pool and its cards?',
  fields: {
    poolId: 'Pool ID',
    appId: 'App ID',
    secretKey: 'Secret key',
    providerUrl: 'Provider address',
  },
  secretSaved: 'The secret key is saved and not shown again; leave empty to keep it',
  columns: {
    total: 'Total (MB)',
    used: 'Used (MB)',
    remaining: 'Remaining (MB)',
    cardCount: 'Cards',
    syncedAt: 'Last sync',
    state: 'State',
  },
  card: {
    title: 'Cards of pool {{pool}}',
    iccid: 'ICCID',
    device: 'Device',
    deviceUsed: 'Reported by device (MB)',
    providerUsed: 'Counted by provider (MB)',
    limit: 'Limit (MB)',
    expires: 'Expires',
    none: 'No cards yet: sync the pool first',
    link: 'Choose a device',
  },
  warning: { usage: 'Usage near its limit', expiry: 'Expires soon' },
  syncFailed: 'Sync failed',
  neverSynced: 'Not synced',
  normal: 'Normal',
};
