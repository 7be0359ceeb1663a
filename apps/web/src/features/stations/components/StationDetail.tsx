import { usePermissions } from '../../access';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { STATION_RUNNING_STATE_LABELS, type Station } from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StationTariffCard } from '../../prices';
import { Button, Card, Descriptions, Space, Spin, Tabs, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setCollected } from '../api/stations';
import { useStation } from '../hooks/useStation';
import { formatNumber, labelIn, RUNNING_COLORS, typeLabel } from '../utils/labels';
import { recallListSearch } from '../utils/listState';
import { stationRoutes, STATION_LIST_ROUTE } from '../utils/routes';
import type { ReactNode } from 'react';
import { StationBmsTab } from './StationBmsTab';
import { StationDevicesTab } from './StationDevicesTab';
import { StationMasterSlaveTab } from './StationMasterSlaveTab';
import { StationOperationLog } from './StationOperationLog';
import { StationOverviewTab } from './StationOverviewTab';
import { tzLabel } from '../utils/stationTime';
import { StationRecalculationTab } from './StationRecalculationTab';
import { StationShareTab } from './StationShareTab';
import { StationSubsystemsTab } from './StationSubsystemsTab';
import { StationVideoTab } from './StationVideoTab';
import { toastError } from '../../../ui/toastError';
import { containerPath } from '../../../lib/paths';
import { stationKeys } from '../api/stationKeys';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';

const REPAIR_ADD = 'StationManagement/StationRepair/RepairAdd';

// The strategy tab (its form, chart and ECharts) loads when it is opened.
const StationStrategyTab = lazy(() =>
  import('../../strategies').then((module) => ({ default: module.StationStrategyTab })),
);

// The timed-strategy tab and its log (issue 31 item 3) load when opened.
const StationTimedStrategyTab = lazy(() =>
  import('../../timed-strategies').then((module) => ({ default: module.StationTimedStrategyTab })),
);

const TABS = [
  'overview',
  'bms',
  'strategy',
  'timed',
  'devices',
  'subsystems',
  'share',
  'logs',
  'video',
  'masterSlave',
  'tariff',
  'recalculation',
  'alarms',
] as const;
type DetailTab = (typeof TABS)[number];

export interface StationDetailProps {
  /** The alarm tab's content, given by the page (the alarms feature builds on stations, not the reverse). */
  alarmTab: (stationId: string) => ReactNode;
}

export const canEditStation = (station: Station) => station.access !== 'view';
export const canShareStation = (station: Station) =>
  station.access === 'owner' || station.access === 'distribute';

/** StationDetail (`?id=`, `&tab=`): the station's header and its tabs. */
export function StationDetail({ alarmTab }: StationDetailProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const rawId = params.get('id');
  const id = isRecordId(rawId) ? rawId : '';
  const requested = params.get('tab') as DetailTab | null;
  const tab: DetailTab = requested && TABS.includes(requested) ? requested : 'overview';
  const station = useStation(id);
  const collect = useMutation({
    mutationFn: (collected: boolean) => setCollected(id, collected),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stationKeys.all }),
    onError: (error) => toastError(error),
  });

  if (station.isPending && id) return <Spin />;
  if (!station.data) return <MissingRecord backTo={STATION_LIST_ROUTE} />;
  const data = station.data;
  // The share level on this station and the group's permissions must both allow an action.
  const canEdit = canEditStation(data) && can('station:update');
  const canShare = canShareStation(data) && can('station:share');
  const handleBack = () => navigate(`${stationRoutes.list}${recallListSearch()}`);

  const items = [
    {
      key: 'overview',
      label: t('stations.detail.overview'),
      children: <StationOverviewTab stationId={id} tzOffsetHours={data.tz_offset_hours} />,
    },
    {
      key: 'bms',
      label: t('stations.detail.bms'),
      children: <StationBmsTab stationId={id} canEdit={canEdit} />,
    },
    {
      key: 'strategy',
      label: t('stations.detail.strategy'),
      children: (
        <Suspense fallback={<Spin />}>
          <StationStrategyTab stationId={id} canEdit={canEditStation(data) && can('strategy:dispatch')} />
        </Suspense>
      ),
    },
    {
      key: 'timed',
      label: t('stations.detail.timed'),
      children: (
        <Suspense fallback={<Spin />}>
          <StationTimedStrategyTab stationId={id} canEdit={canEdit} />
        </Suspense>
      ),
    },
    {
      key: 'devices',
      label: t('stations.detail.devices'),
      children: (
        <StationDevicesTab stationId={id} canEdit={canEditStation(data) && can('group:device:bind')} />
      ),
    },
    {
      key: 'subsystems',
      label: t('stations.detail.subsystems'),
      children: (
        <StationSubsystemsTab stationId={id} canEdit={canEditStation(data) && can('station:subsystem')} />
      ),
    },
    {
      key: 'share',
      label: t('stations.detail.share'),
      children: <StationShareTab stationId={id} canShare={canShare} />,
    },
    ...(can('station:log')
      ? [
          {
            key: 'logs',
            label: t('stations.detail.logs'),
            children: (
              <>
                <StationOperationLog stationId={id} />
                <Link to={stationRoutes.operationLog(id)}>{t('stations.detail.moreLog')}</Link>
              </>
            ),
          },
        ]
      : []),
    {
      key: 'video',
      label: t('stations.detail.video'),
      children: <StationVideoTab stationId={id} canEdit={canEdit} />,
    },
    ...(data.architecture === 'master_slave'
      ? [
          {
            key: 'masterSlave',
            label: t('stations.detail.masterSlave'),
            children: <StationMasterSlaveTab stationId={id} canEdit={canEdit} />,
          },
        ]
      : []),
    {
      key: 'tariff',
      label: t('prices.tariff.title'),
      children: <StationTariffCard stationId={id} canEdit={canEditStation(data) && can('price:update')} />,
    },
    {
      key: 'recalculation',
      label: t('stations.detail.recalculation'),
      children: (
        <StationRecalculationTab stationId={id} canEdit={canEditStation(data) && can('station:calibrate')} />
      ),
    },
    { key: 'alarms', label: t('alarms.tab'), children: alarmTab(id) },
  ];

  return (
    <div data-testid="station-detail">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          {/* Wraps on a phone: a long name takes its own line instead of breaking into syllables. */}
          <Space wrap>
            <Button onClick={handleBack} data-testid="station-back">
              {t('stations.common.back')}
            </Button>
            <h2 style={{ margin: 0 }} data-testid="station-detail-name">
              {data.name}
            </h2>
            <Button
              type="text"
              aria-label={t(data.collected ? 'stations.list.uncollect' : 'stations.list.collect')}
              aria-pressed={data.collected}
              data-testid="station-detail-collect"
              icon={data.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              loading={collect.isPending}
              onClick={() => collect.mutate(!data.collected)}
            />
            {data.running_status ? (
              <Tag color={RUNNING_COLORS[data.running_status]}>
                {labelIn(STATION_RUNNING_STATE_LABELS, data.running_status)}
              </Tag>
            ) : null}
            <Tag color={data.online_status === 'online' ? 'green' : 'default'}>
              {t(`stations.online.${data.online_status}`)}
            </Tag>
          </Space>
          <Space wrap>
            {/* Anyone whose group may raise repairs may raise one for a station it sees (the server checks). */}
            {can('repair:create') ? (
              <Button
                onClick={() => navigate(`${containerPath(REPAIR_ADD)}?station_id=${encodeURIComponent(id)}`)}
                data-testid="station-detail-repair"
              >
                {t('stations.common.reportFault')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button onClick={() => navigate(stationRoutes.edit(id))} data-testid="station-detail-edit">
                {t('stations.common.edit')}
              </Button>
            ) : null}
          </Space>
        </Space>
        <Descriptions size="small" column={{ xs: 1, md: 3, xl: 4 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('stations.fields.type')}>{typeLabel(data.type)}</Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.installedCapacity')}>
            {formatNumber(data.installed_capacity_kwh)}
          </Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.installedPower')}>
            {formatNumber(data.installed_power_kw)}
          </Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.deviceCount')}>{data.device_count}</Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.address')}>{data.address}</Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.contact')}>{data.contact}</Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.pricePerKwh')}>
            {`${formatNumber(data.price_per_kwh, 4)} ${data.currency}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('stations.fields.timeZone')}>
            {tzLabel(data.tz_offset_hours)}
          </Descriptions.Item>
        </Descriptions>
        {data.pictures.length > 0 ? (
          <Space style={{ marginTop: 8 }}>
            {data.pictures.map((picture, index) => (
              <img
                key={picture.id}
                src={picture.url}
                alt={t('stations.form.pictureAlt', { index: index + 1 })}
                style={{ height: 64, borderRadius: 4 }}
              />
            ))}
          </Space>
        ) : null}
      </Card>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(next) => {
          const search = new URLSearchParams(params);
          search.set('tab', next);
          setParams(search, { replace: true });
        }}
        items={items}
      />
    </div>
  );
}
