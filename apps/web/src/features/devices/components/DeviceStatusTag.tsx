import { DEVICE_STATUS_LABELS, type DeviceStatus } from '@ies/contracts';
import { Tag } from 'antd';
import { currentLocale } from '../../../i18n';
import { STATUS_COLOURS } from '../utils/status';

export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid={`device-status-${status}`}>
      {DEVICE_STATUS_LABELS[status][currentLocale()]}
    </Tag>
  );
}
