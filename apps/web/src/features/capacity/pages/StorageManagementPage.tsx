import { readSessionUser } from '../../../ui/session';
import { StorageSettingsCard } from '../components/StorageSettingsCard';
import { TenantStorageTable } from '../components/TenantStorageTable';

/**
 * Storage management (B §2 "disk and storage management", SystemManagement/StorageManagement):
 * the platform administrator sees every merchant's use; a merchant its use and settings.
 */
export default function StorageManagementPage() {
  return readSessionUser()?.isPlatformAdmin === true ? <TenantStorageTable /> : <StorageSettingsCard />;
}
