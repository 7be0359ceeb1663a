import type { PermissionApi } from '@ies/contracts';
import { usePermissions } from '../../access';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, Card, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { DeviceControlTab, DeviceHistoryTab, DeviceRealtimeTab } from '../../device-data';
import { DeviceFileRecallTab, DeviceLoraTab } from '../../lora';
import { fetchDevice } from '../api/devices';
import { DEVICE_LIST_ROUTE } from '../utils/paths';
import { DeviceAdvancedTab } from './DeviceAdvancedTab';
import { DeviceInfoTab } from './DeviceInfoTab';
import { DeviceLogsTab } from './DeviceLogsTab';
import { DeviceStatusTag } from './DeviceStatusTag';
import { DeviceSubDevicesTab } from './DeviceSubDevicesTab';
import { deviceKeys } from '../api/deviceKeys';
import { MissingRecord } from '../../../ui/MissingRecord';

const TABS = [
  'info',
  'control',
  'realtime',
  'history',
  'logs',
  'advanced',
  'subDevices',
  'lora',
  'recall',
] as const;
/** The standard type whose devices get the DTU/LoRa analysis tab (its type declares the LoRa commands). */
const LORA_GATEWAY_TYPE = 'DTU_LORA_GATEWAY';
type TabKey = (typeof TABS)[number];

/** DeviceManager/DeviceList/DeviceDetails?id=…: the tabs of B §2. */
/** The permission a tab needs; a tab the group may not use is not offered. */
const TAB_PERMISSION: Partial<Record<TabKey, PermissionApi>> = {
  control: 'device:command',
  realtime: 'device:data:realtime',
  history: 'device:data:history',
  advanced: 'device:config',
};

export default function DeviceDetails() {
  const { can } = usePermissions();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const tab: TabKey = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabKey)
    : 'info';
  const device = useQuery({
    queryKey: deviceKeys.detail(id),
    queryFn: () => fetchDevice(id),
    enabled: id !== '',
    retry: false,
  });

  // Back to the list as it was (kept alive through its URL) when we came from it.
  const handleBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(containerPath(DEVICE_LIST_ROUTE));
  };
  const handleTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };

  if (device.isPending && id) return <Spin data-testid="device-details-loading" />;
  if (!device.data) {
    return <MissingRecord backTo={DEVICE_LIST_ROUTE} />;
  }
  const current = device.data;
  const deviceId = current.id;

  const panels: Record<TabKey, ReactNode> = {
    info: <DeviceInfoTab device={current} />,
    control: <DeviceControlTab deviceId={deviceId} />,
    realtime: <DeviceRealtimeTab deviceId={deviceId} />,
    history: <DeviceHistoryTab deviceId={deviceId} />,
    logs: <DeviceLogsTab deviceId={deviceId} />,
    advanced: <DeviceAdvancedTab device={current} />,
    subDevices: <DeviceSubDevicesTab device={current} />,
    lora: <DeviceLoraTab deviceId={deviceId} />,
    recall: <DeviceFileRecallTab deviceId={deviceId} />,
  };

  return (
    <Card
      data-testid="device-details"
      title={
        <Space>
          <Typography.Text strong>{current.name}</Typography.Text>
          <Typography.Text type="secondary">{current.id}</Typography.Text>
          <DeviceStatusTag status={current.status} />
        </Space>
      }
      extra={
        <Button onClick={handleBack} data-testid="device-details-back">
          {t('devices.common.back')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={handleTab}
        destroyOnHidden
        items={TABS.filter((key) => {
          if (key === 'lora' && current.type_name !== LORA_GATEWAY_TYPE) return false;
          const needs = TAB_PERMISSION[key];
          return !needs || can(needs);
        }).map((key) => ({
          key,
          label: t(`devices.details.tabs.${key}`),
          children: panels[key],
        }))}
      />
    </Card>
  );
}
