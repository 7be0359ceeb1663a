import { StarFilled, StarOutlined } from '@ant-design/icons';
import {
  PAGE_SIZE_MAX,
  STATION_RUNNING_STATE_LABELS,
  STATION_RUNNING_STATES,
  STATION_TYPE_LABELS,
  STATION_TYPES,
  type Station,
} from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { deleteStation, fetchStations, setCollected, type StationListParams } from '../api/stations';
import { labelIn, RUNNING_COLORS, RUNNING_HEX, typeLabel } from '../utils/labels';
import { recallListSearch, rememberListSearch, STATION_LIST } from '../utils/listState';
import { stationRoutes } from '../utils/routes';
import { BatchAuthorizeDialog } from './BatchAuthorizeDialog';
import { type MapMarker, StationMap } from './StationMap';
import { toastError } from '../../../ui/toastError';
import { stationKeys } from '../api/stationKeys';
import { ConfirmRemoveLink } from './ConfirmRemoveLink';
import { serverSort, useUrlTable } from '../../../ui/urlTable';
import { usePermissions } from '../../access';

/**
 * StationManagement/StationList, kept alive: filters, sort and page live in the URL and are
 * remembered for the session, so returning from a detail (or the side menu) shows the list as it was.
 */
export function StationList() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const table = useUrlTable(STATION_LIST, { sortResetsPage: true });
  const { filters } = table;
  const [selected, setSelected] = useState<string[]>([]);
  const [authorizing, setAuthorizing] = useState(false);
  const [draft, setDraft] = useState(filters);

  // Opened without a search (side menu, breadcrumb): come back to the last one of this session.
  const remembered = location.search === '' ? recallListSearch() : '';
  useEffect(() => {
    if (remembered) navigate({ search: remembered }, { replace: true });
  }, [remembered, navigate]);
  useEffect(() => {
    if (!remembered) rememberListSearch(location.search);
  }, [location.search, remembered]);
  // The inputs follow the URL when it changes under them (back/forward, the restore above).
  useEffect(() => {
    setDraft({ name: filters.name, type: filters.type, runningState: filters.runningState });
  }, [filters.name, filters.type, filters.runningState]);

  // The address's filters go as they are: the server refuses a type or state it does not know.
  const query = {
    current_page: table.page,
    page_size: table.pageSize,
    name: filters.name || undefined,
    type: filters.type || undefined,
    running_status: filters.runningState || undefined,
    ...serverSort(table.sort),
  } as StationListParams;
  const stations = useQuery({
    queryKey: stationKeys.page(query),
    queryFn: () => fetchStations(query),
    placeholderData: keepPreviousData,
    enabled: !remembered,
  });

  // The map shows every station the filters reach, not just this page.
  const mapQuery = { ...query, current_page: 1, page_size: PAGE_SIZE_MAX };
  const mapStations = useQuery({
    queryKey: stationKeys.map(mapQuery),
    queryFn: () => fetchStations(mapQuery),
    placeholderData: keepPreviousData,
    enabled: !remembered,
  });

  const showError = (error: unknown) => {
    toastError(error);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: stationKeys.all });

  const collect = useMutation({
    mutationFn: ({ id, collected }: { id: string; collected: boolean }) => setCollected(id, collected),
    onSuccess: () => void refresh(),
    onError: showError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteStation(id),
    onSuccess: () => {
      void message.success(t('stations.list.deleted'));
      void refresh();
    },
    onError: showError,
  });

  const handleSearch = () => table.setFilters(draft);
  const { sortOrderOf } = table;

  const columns: ColumnsType<Station> = [
    {
      key: 'collected',
      width: 48,
      render: (_, station) => (
        <Tooltip title={t(station.collected ? 'stations.list.uncollect' : 'stations.list.collect')}>
          <Button
            type="text"
            size="small"
            aria-label={t(station.collected ? 'stations.list.uncollect' : 'stations.list.collect')}
            aria-pressed={station.collected}
            data-testid={`station-collect-${station.name}`}
            icon={station.collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
            onClick={() => collect.mutate({ id: station.id, collected: !station.collected })}
          />
        </Tooltip>
      ),
    },
    {
      title: t('stations.fields.name'),
      key: 'name',
      dataIndex: 'name',
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (name: string, station) => <Link to={stationRoutes.detail(station.id)}>{name}</Link>,
    },
    { title: t('stations.fields.type'), key: 'type', dataIndex: 'type', render: typeLabel },
    {
      title: t('stations.fields.runningState'),
      key: 'running_status',
      dataIndex: 'running_status',
      render: (value: Station['running_status']) =>
        value ? (
          <Tag color={RUNNING_COLORS[value]}>{labelIn(STATION_RUNNING_STATE_LABELS, value)}</Tag>
        ) : (
          '--'
        ),
    },
    {
      title: t('stations.fields.onlineStatus'),
      key: 'online_status',
      dataIndex: 'online_status',
      render: (value: Station['online_status']) => (
        <Tag color={value === 'online' ? 'green' : 'default'}>{t(`stations.online.${value}`)}</Tag>
      ),
    },
    {
      title: t('stations.fields.installedCapacity'),
      key: 'installed_capacity_kwh',
      dataIndex: 'installed_capacity_kwh',
      sorter: true,
      sortOrder: sortOrderOf('installed_capacity_kwh'),
    },
    {
      title: t('stations.fields.installedPower'),
      key: 'installed_power_kw',
      dataIndex: 'installed_power_kw',
      sorter: true,
      sortOrder: sortOrderOf('installed_power_kw'),
    },
    { title: t('stations.fields.deviceCount'), key: 'device_count', dataIndex: 'device_count' },
    // A width of its own: an ellipsis column without one shrinks to nothing beside the fixed actions.
    {
      title: t('stations.fields.address'),
      key: 'address',
      dataIndex: 'address',
      width: 220,
      ellipsis: { showTitle: true },
    },
    {
      title: t('stations.fields.createdAt'),
      key: 'created_at',
      dataIndex: 'created_at',
      sorter: true,
      sortOrder: sortOrderOf('created_at'),
      width: 150,
      render: (value: string) => (
        <span style={{ whiteSpace: 'nowrap' }}>{dayjs(value).format('YYYY-MM-DD HH:mm')}</span>
      ),
    },
    {
      title: t('stations.common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_, station) => (
        <Space size={4} style={{ whiteSpace: 'nowrap' }}>
          <Link to={stationRoutes.detail(station.id)}>{t('stations.common.detail')}</Link>
          {can('station:update') && (station.access === 'owner' || station.access === 'edit') ? (
            <Link to={stationRoutes.edit(station.id)} data-testid={`station-edit-${station.name}`}>
              {t('stations.common.edit')}
            </Link>
          ) : null}
          {can('station:delete') && station.access === 'owner' ? (
            <ConfirmRemoveLink
              question={t('stations.list.confirmDelete', { name: station.name })}
              label={t('stations.common.delete')}
              onConfirm={() => remove.mutate(station.id)}
              testId={`station-delete-${station.name}`}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  const list = stations.data?.list ?? [];
  const markers: MapMarker[] = (mapStations.data?.list ?? list).flatMap((station) =>
    station.longitude !== null && station.latitude !== null
      ? [
          {
            id: station.id,
            name: station.name,
            lon: station.longitude,
            lat: station.latitude,
            color: station.running_status ? RUNNING_HEX[station.running_status] : undefined,
          },
        ]
      : [],
  );

  return (
    <div data-testid="station-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('stations.list.namePlaceholder')}
          aria-label={t('stations.fields.name')}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          onPressEnter={handleSearch}
          style={{ width: 180 }}
          data-testid="station-filter-name"
        />
        <Select
          aria-label={t('stations.fields.type')}
          value={draft.type}
          onChange={(type: string) => setDraft({ ...draft, type })}
          style={{ width: 200 }}
          data-testid="station-filter-type"
          options={[
            { value: '', label: t('stations.common.all') },
            ...STATION_TYPES.map((value) => ({ value, label: labelIn(STATION_TYPE_LABELS, value) })),
          ]}
        />
        <Select
          aria-label={t('stations.fields.runningState')}
          value={draft.runningState}
          onChange={(runningState: string) => setDraft({ ...draft, runningState })}
          style={{ width: 160 }}
          data-testid="station-filter-state"
          options={[
            { value: '', label: t('stations.common.all') },
            ...STATION_RUNNING_STATES.map((value) => ({
              value,
              label: labelIn(STATION_RUNNING_STATE_LABELS, value),
            })),
          ]}
        />
        <Button type="primary" onClick={handleSearch} data-testid="station-search">
          {t('stations.common.search')}
        </Button>
        <Button onClick={table.reset}>{t('stations.common.reset')}</Button>
        {can('station:create') ? (
          <Button type="primary" ghost onClick={() => navigate(stationRoutes.add)} data-testid="station-add">
            {t('stations.list.add')}
          </Button>
        ) : null}
        {can('station:authorize') ? (
          <Button
            disabled={selected.length === 0}
            onClick={() => setAuthorizing(true)}
            data-testid="station-batch-authorize"
          >
            {t('stations.list.batchAuthorize', { count: selected.length })}
          </Button>
        ) : null}
      </Space>
      <Table<Station>
        rowKey="id"
        size="middle"
        columns={columns}
        {...table.tableProps(stations.data)}
        loading={stations.isFetching || remove.isPending}
        scroll={{ x: 1320 }}
        data-testid="station-table"
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (station) => ({
            disabled: station.access !== 'owner' && station.access !== 'distribute',
          }),
        }}
      />
      {authorizing ? (
        <BatchAuthorizeDialog
          stationIds={selected}
          onClose={() => setAuthorizing(false)}
          onSaved={() => {
            setAuthorizing(false);
            setSelected([]);
            void message.success(t('stations.common.saved'));
          }}
        />
      ) : null}
      <Card size="small" title={t('stations.home.map')} style={{ marginTop: 16 }}>
        <StationMap markers={markers} onMarkerClick={(id) => navigate(stationRoutes.detail(id))} />
      </Card>
    </div>
  );
}
