import type { StorageCapacity } from '@ies/contracts';
import { Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../utils/bytes';

const COLOURS = { normal: 'green', warning: 'orange', full: 'red' } as const;

/** Used of quota, as a bar with its percent and state. */
export function UsageBar({ capacity }: { capacity: StorageCapacity }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0} style={{ width: '100%', minWidth: 140 }}>
      <Progress
        percent={capacity.used_percent}
        size="small"
        status={capacity.state === 'full' ? 'exception' : capacity.state === 'warning' ? 'active' : 'normal'}
      />
      <Space size="small" wrap>
        <Typography.Text type="secondary">
          {formatBytes(capacity.used_bytes)} / {formatBytes(capacity.quota_bytes)}
        </Typography.Text>
        <Tag color={COLOURS[capacity.state]} data-testid="storage-state" data-state={capacity.state}>
          {t(`capacity.state.${capacity.state}`)}
        </Tag>
      </Space>
    </Space>
  );
}
