import { typeLabel } from '../utils/typeLabel';
import { Allowed } from '../../access';
import {
  CONTROL_MODE_LABELS,
  CONTROL_MODES,
  DEVICE_SEARCH_FIELDS,
  DEVICE_STATUS_LABELS,
  DEVICE_STATUSES,
  type Device,
  enumOptions,
} from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../../ui/ErrorNote';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { Link, useNavigate } from 'react-router';
import { containerPath } from '../../../lib/paths';
import { currentLocale } from '../../../i18n';
import { ApiError } from '../../../ui/apiError';
import { deleteDevice, exportDevices, fetchDevices } from '../api/devices';
import { useDeviceTypeOptions } from '../hooks/useDeviceTypes';
import { saveBlob } from '../../../ui/download';
import {
  DEVICE_LIST,
  type DeviceFilters,
  listFilters,
  SORT_FIELDS,
  type SortField,
} from '../utils/listState';
import { DEVICE_ADD_ROUTE, DEVICE_TYPE_LIST_ROUTE, deviceDetailsPath } from '../utils/paths';
import { DeviceImportDialog } from './DeviceImportDialog';
import { DeviceStatusTag } from './DeviceStatusTag';
import { serverSort, useUrlTable } from '../../../ui/urlTable';
import { useListChange } from '../../../ui/listChange';
import { toastError } from '../../../ui/toastError';
import { deviceKeys } from '../api/deviceKeys';

export const formatTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '-';

/**
 * DeviceManager/DeviceList (kept alive): filters, search and page live in the URL, so going back
 * from a detail brings the list back as it was.
 */
export default function DeviceList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const table = useUrlTable(DEVICE_LIST, { replace: true });
  const state = table.filters;
  const [searchText, setSearchText] = useState(state.search ?? '');
  const [gatewayText, setGatewayText] = useState(state.gateway_id ?? '');
  const [importing, setImporting] = useState(false);
  const { options: typeOptions } = useDeviceTypeOptions();
  const locale = currentLocale();

  // The boxes follow the URL when it changes from outside (back, a link).
  useEffect(() => setSearchText(state.search ?? ''), [state.search]);
  useEffect(() => setGatewayText(state.gateway_id ?? ''), [state.gateway_id]);

  const update = table.setFilters;

  const filters = listFilters(state);
  const devices = useQuery({
    queryKey: deviceKeys.list(filters, table.page, table.pageSize, table.sort),
    queryFn: () =>
      fetchDevices({
        ...filters,
        current_page: table.page,
        page_size: table.pageSize,
        ...serverSort(table.sort),
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const showError = (error: unknown) => {
    toastError(error);
  };
  const remove = useListChange(deleteDevice, { refresh: deviceKeys.all, done: t('devices.common.deleted') });
  const download = useMutation({
    mutationFn: () => exportDevices(filters),
    onSuccess: (blob) => {
      saveBlob(blob, 'devices.xlsx');
      void message.success(t('devices.list.exported'));
    },
    onError: showError,
  });

  const handleOpen = (id: string) => navigate(deviceDetailsPath(id));
  const wrapAnywhere = (text: string) => <span style={{ wordBreak: 'break-all' }}>{text}</span>;

  const columns: ColumnsType<Device> = [
    {
      title: t('devices.fields.id'),
      dataIndex: 'id',
      width: 240,
      render: (id: string) => (
        // Long ids wrap inside their column instead of running over the next one.
        <Button
          type="link"
          size="small"
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            wordBreak: 'break-all',
            textAlign: 'left',
          }}
          onClick={() => handleOpen(id)}
          data-testid={`device-open-${id}`}
        >
          {id}
        </Button>
      ),
    },
    { title: t('devices.fields.name'), dataIndex: 'name', width: 220, render: wrapAnywhere },
    {
      title: t('devices.fields.type'),
      dataIndex: 'type_name',
      width: 170,
      render: (name: string) => wrapAnywhere(typeLabel(name)),
    },
    {
      title: t('devices.fields.status'),
      dataIndex: 'status',
      render: (status: Device['status']) => <DeviceStatusTag status={status} />,
    },
    { title: t('devices.fields.gateway'), dataIndex: 'gateway_id', render: (v: string | null) => v ?? '-' },
    { title: t('devices.fields.subDeviceCount'), dataIndex: 'sub_device_count' },
    { title: t('devices.fields.onlineAt'), dataIndex: 'online_at', width: 170, render: formatTime },
    { title: t('devices.fields.createdAt'), dataIndex: 'created_at', width: 170, render: formatTime },
    {
      title: t('devices.common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_value, device) => (
        <Allowed to="device:delete">
          <ConfirmButton
            question={t('devices.list.confirmDelete', { id: device.id })}
            words="devices.common"
            onConfirm={() => remove.mutate(device.id)}
            size="small"
            danger
            data-testid={`device-delete-${device.id}`}
          >
            {t('devices.common.delete')}
          </ConfirmButton>
        </Allowed>
      ),
    },
  ];

  // Sortable columns show the order kept in the URL.
  for (const column of columns) {
    const field = (column as { dataIndex?: string }).dataIndex as SortField | undefined;
    if (field && (SORT_FIELDS as readonly string[]).includes(field)) {
      column.key = field;
      column.sorter = true;
      column.sortOrder = table.sortOrderOf(field);
    }
  }
  const listError = devices.error instanceof ApiError ? devices.error : null;

  return (
    <div data-testid="device-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          placeholder={t('devices.list.filterType')}
          value={state.type_id}
          options={typeOptions}
          onChange={(value?: string) => update({ type_id: value })}
          data-testid="device-filter-type"
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('devices.list.filterStatus')}
          value={state.status}
          options={enumOptions(DEVICE_STATUSES, DEVICE_STATUS_LABELS, locale)}
          onChange={(value?: DeviceFilters['status']) => update({ status: value })}
          data-testid="device-filter-status"
        />
        <Select
          allowClear
          style={{ width: 170 }}
          placeholder={t('devices.list.filterControlMode')}
          value={state.control_mode}
          options={enumOptions(CONTROL_MODES, CONTROL_MODE_LABELS, locale)}
          onChange={(value?: DeviceFilters['control_mode']) => update({ control_mode: value })}
        />
        <Input
          allowClear
          style={{ width: 160 }}
          placeholder={t('devices.list.filterGateway')}
          value={gatewayText}
          onChange={(event) => setGatewayText(event.target.value)}
          onPressEnter={() => update({ gateway_id: gatewayText.trim() || undefined })}
          onBlur={() => {
            if ((gatewayText.trim() || undefined) !== state.gateway_id)
              update({ gateway_id: gatewayText.trim() || undefined });
          }}
          data-testid="device-filter-gateway"
        />
        <Space.Compact>
          <Select
            style={{ width: 110 }}
            value={state.search_by}
            options={DEVICE_SEARCH_FIELDS.map((field) => ({
              value: field,
              label: t(`devices.list.searchBy.${field}`),
            }))}
            onChange={(value: DeviceFilters['search_by']) => update({ search_by: value })}
            data-testid="device-search-by"
          />
          <Input.Search
            allowClear
            style={{ width: 220 }}
            placeholder={t('devices.list.searchPlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => update({ search: value.trim() || undefined })}
            data-testid="device-search"
          />
        </Space.Compact>
        <Button onClick={table.reset}>{t('devices.list.reset')}</Button>
      </Space>
      <Space wrap style={{ marginBottom: 16, display: 'flex' }}>
        <Allowed to="device:create">
          <Button
            type="primary"
            onClick={() => navigate(containerPath(DEVICE_ADD_ROUTE))}
            data-testid="device-add"
          >
            {t('devices.list.add')}
          </Button>
        </Allowed>
        <Allowed to="device:import">
          <Button onClick={() => setImporting(true)} data-testid="device-import">
            {t('devices.list.import')}
          </Button>
        </Allowed>
        <Allowed to="device:export">
          <Button loading={download.isPending} onClick={() => download.mutate()} data-testid="device-export">
            {t('devices.list.export')}
          </Button>
        </Allowed>
        <Allowed to="device-type:view">
          <Link to={containerPath(DEVICE_TYPE_LIST_ROUTE)}>{t('devices.list.types')}</Link>
        </Allowed>
      </Space>
      <ErrorNote text={listError?.message} gap={16} testId="device-list-error" />
      <Table<Device>
        rowKey="id"
        size="small"
        columns={columns}
        loading={devices.isFetching || remove.isPending}
        scroll={{ x: 1450 }}
        data-testid="device-table"
        {...table.tableProps(devices.data)}
        // After the page props: a failed load shows no stale rows.
        dataSource={listError ? [] : (devices.data?.list ?? [])}
      />
      {importing && (
        <DeviceImportDialog
          onClose={() => setImporting(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: deviceKeys.all })}
        />
      )}
    </div>
  );
}
