import { DatabaseOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { readSessionUser } from '../../../ui/session';
import { useStorageCapacity } from '../hooks/useStorageCapacity';

/** The header's capacity area (docs/spec/A-access-and-shell.md §2.5): the tenant manager alone sees it, and only from 95 %. */
export function CapacityNotice() {
  const { t } = useTranslation();
  const isManager = readSessionUser()?.isManager === true;
  const capacity = useStorageCapacity(isManager);
  if (!capacity || capacity.state === 'normal') return null;
  const full = capacity.state === 'full';
  // Catalogue texts of docs/spec/B-operations.md §8, so the header says exactly what a refused write says.
  const text = translateError(full ? 'iot-storage.10002' : 'iot-storage.10001');
  return (
    <Tooltip title={t('shell.capacityUsed', { percent: capacity.used_percent })}>
      <Tag
        icon={<DatabaseOutlined />}
        color={full ? 'error' : 'warning'}
        role="status"
        data-testid="capacity-notice"
        data-state={capacity.state}
      >
        {text}
      </Tag>
    </Tooltip>
  );
}
