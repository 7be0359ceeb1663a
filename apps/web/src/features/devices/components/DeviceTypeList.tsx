import { typeLabel } from '../utils/typeLabel';
import { Allowed } from '../../access';
import {
  DEVICE_TYPE_KIND_LABELS,
  DEVICE_TYPE_KINDS,
  type DeviceTypeKind,
  type DeviceTypeSummary,
  enumOptions,
} from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Select, Space, Table, Tag, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLocale } from '../../../i18n';
import { ApiError } from '../../../ui/apiError';
import { deleteDeviceType, exportDeviceType, fetchDeviceTypes, importDeviceType } from '../api/devices';
import { saveJson } from '../../../ui/download';
import { serverFields } from '../utils/fieldErrors';
import { deviceTypeDetailPath } from '../utils/paths';
import { formatTime } from './DeviceList';
import { pagedTableProps } from '../../../ui/pagedTable';
import { deviceTypeKeys } from '../api/deviceKeys';

const PAGE_SIZE = 20;

class BadJsonError extends Error {}

/** DeviceManager/DeviceTypeList: standard and custom types, filter, import and export as JSON. */
export default function DeviceTypeList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const kind = (DEVICE_TYPE_KINDS as readonly string[]).includes(params.get('kind') ?? '')
    ? (params.get('kind') as DeviceTypeKind)
    : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(search);
  const [failure, setFailure] = useState<string[] | null>(null);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };

  const types = useQuery({
    queryKey: deviceTypeKeys.list(kind, search, page),
    queryFn: () =>
      fetchDeviceTypes({ kind, search: search || undefined, current_page: page, page_size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const showError = (error: unknown) => {
    if (error instanceof BadJsonError) return setFailure([t('devices.types.importBadJson')]);
    const fields = serverFields(error);
    setFailure(
      fields.length > 0
        ? fields.map((field) => `${field.field}: ${field.message}`)
        : [error instanceof ApiError ? error.message : String(error)],
    );
  };
  const remove = useMutation({
    mutationFn: deleteDeviceType,
    onSuccess: () => {
      setFailure(null);
      void message.success(t('devices.common.deleted'));
      void queryClient.invalidateQueries({ queryKey: deviceTypeKeys.all });
    },
    onError: showError,
  });
  const download = useMutation({
    mutationFn: exportDeviceType,
    onSuccess: (definition) => saveJson(definition, `${definition.name}.json`),
    onError: showError,
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      let definition: unknown;
      try {
        definition = JSON.parse(await file.text());
      } catch {
        throw new BadJsonError();
      }
      return importDeviceType(definition);
    },
    onSuccess: (type) => {
      setFailure(null);
      void message.success(t('devices.types.imported'));
      void queryClient.invalidateQueries({ queryKey: deviceTypeKeys.all });
      navigate(deviceTypeDetailPath(type.id));
    },
    onError: showError,
  });

  const columns: ColumnsType<DeviceTypeSummary> = [
    {
      title: t('devices.types.name'),
      dataIndex: 'name',
      render: (name: string, type) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(deviceTypeDetailPath(type.id))}
          data-testid={`type-open-${name}`}
        >
          {typeLabel(name)}
        </Button>
      ),
    },
    {
      title: t('devices.types.nickname'),
      dataIndex: 'nickname',
      // A standard type's nickname is Chinese only: its label follows the interface language.
      render: (nickname: string, type) => (type.kind === 'custom' ? nickname : typeLabel(type.name)),
    },
    {
      title: t('devices.types.kind'),
      dataIndex: 'kind',
      render: (value: DeviceTypeKind) => (
        <Tag color={value === 'standard' ? 'blue' : 'green'}>
          {DEVICE_TYPE_KIND_LABELS[value][currentLocale()]}
        </Tag>
      ),
    },
    {
      title: t('devices.types.templateType'),
      dataIndex: 'template_type',
      render: (value: DeviceTypeSummary['template_type']) => t(`devices.types.templates.${value}`),
    },
    { title: t('devices.types.pointCount'), dataIndex: 'point_count' },
    { title: t('devices.types.operationCount'), dataIndex: 'operation_count' },
    { title: t('devices.types.deviceCount'), dataIndex: 'device_count' },
    { title: t('devices.types.updatedAt'), dataIndex: 'updated_at', render: formatTime },
    {
      title: t('devices.common.actions'),
      key: 'actions',
      render: (_value, type) => (
        <Space>
          <Button size="small" onClick={() => download.mutate(type.id)}>
            {t('devices.types.export')}
          </Button>
          {type.kind === 'custom' && (
            <Allowed to="device-type:delete">
              <ConfirmButton
                question={t('devices.types.confirmDelete', { name: type.name })}
                words="devices.common"
                onConfirm={() => remove.mutate(type.id)}
                size="small"
                danger
                data-testid={`type-delete-${type.name}`}
              >
                {t('devices.common.delete')}
              </ConfirmButton>
            </Allowed>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="device-type-list">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('devices.types.allKinds')}
          value={kind}
          options={enumOptions(DEVICE_TYPE_KINDS, DEVICE_TYPE_KIND_LABELS, currentLocale())}
          onChange={(value?: string) => update({ kind: value })}
        />
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('devices.types.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => update({ search: value.trim() || undefined })}
        />
        <Allowed to="device-type:create">
          <Button type="primary" onClick={() => navigate(deviceTypeDetailPath())} data-testid="type-add">
            {t('devices.types.add')}
          </Button>
          <Upload
            accept=".json"
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutate(file);
              return false;
            }}
          >
            <Button loading={upload.isPending} data-testid="type-import">
              {t('devices.types.import')}
            </Button>
          </Upload>
        </Allowed>
      </Space>
      {failure && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          style={{ marginBottom: 16 }}
          data-testid="type-list-error"
          title={
            failure.length === 1 ? (
              failure[0]
            ) : (
              <ul style={{ margin: 0 }}>
                {failure.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <Table<DeviceTypeSummary>
        rowKey="id"
        size="small"
        columns={columns}
        loading={types.isFetching || remove.isPending}
        scroll={{ x: 1000 }}
        data-testid="device-type-table"
        {...pagedTableProps(types.data, {
          page,
          pageSize: PAGE_SIZE,
          onChange: (next) => update({ page: next === 1 ? undefined : String(next) }),
        })}
      />
    </div>
  );
}
