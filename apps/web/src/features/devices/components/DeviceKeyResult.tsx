import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A key shown this once, with copy (the platform keeps only its hash). */
export function DeviceKeyResult({ deviceKey }: { deviceKey: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="device-key-once">
      <Alert type="warning" showIcon title={t('devices.add.keyOnce')} style={{ marginBottom: 12 }} />
      <Typography.Text copyable={{ text: deviceKey }} code data-testid="device-key-value">
        {deviceKey}
      </Typography.Text>
    </div>
  );
}
