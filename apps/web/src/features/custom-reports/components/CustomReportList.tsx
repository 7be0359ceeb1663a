import dayjs from 'dayjs';
import type { CustomReport } from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { customReportKeys, deleteCustomReport, fetchCustomReports } from '../api/customReports';
import { customReportRoutes } from '../utils/routes';

const PAGE_SIZE = 10;

/** Report/CustomReport: the reports the user owns or that were shared with it. */
export function CustomReportList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const query = { current_page: page, page_size: PAGE_SIZE, name: name || undefined };
  const reports = useQuery({
    queryKey: customReportKeys.page(query),
    queryFn: () => fetchCustomReports(query),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteCustomReport,
    onSuccess: async () => {
      notifySuccess(t('customReports.list.deleted'));
      await client.invalidateQueries({ queryKey: customReportKeys.all });
    },
    onError: (error) => notifyError(error instanceof ApiError ? error.message : String(error)),
  });

  const handleSearch = () => {
    setName(typed.trim());
    setPage(1);
  };

  const columns: ColumnsType<CustomReport> = [
    {
      title: t('customReports.fields.name'),
      key: 'name',
      render: (_, r) => <Link to={customReportRoutes.detail(r.id)}>{r.name}</Link>,
    },
    {
      title: t('customReports.fields.dimension'),
      key: 'dimension',
      render: (_, r) => t(`customReports.dimension.${r.dimension}`),
    },
    {
      title: t('customReports.fields.cycle'),
      key: 'cycle',
      render: (_, r) => t(`customReports.cycle.${r.cycle}`),
    },
    {
      title: t('customReports.fields.method'),
      key: 'method',
      render: (_, r) => t(`customReports.method.${r.method}`),
    },
    {
      title: t('customReports.fields.stations'),
      key: 'stations',
      render: (_, r) => (r.all_stations ? t('customReports.fields.allStations') : r.station_ids.length),
    },
    {
      title: t('customReports.fields.access'),
      key: 'access',
      render: (_, r) =>
        r.editable ? t('customReports.list.own') : <Tag color="blue">{t('customReports.list.shared')}</Tag>,
    },
    {
      title: t('customReports.fields.enabled'),
      key: 'enabled',
      render: (_, r) =>
        r.enabled ? (
          <Tag color="green">{t('customReports.list.enabled')}</Tag>
        ) : (
          <Tag>{t('customReports.list.disabled')}</Tag>
        ),
    },
    { title: t('customReports.fields.owner'), key: 'owner', dataIndex: 'owner_name' },
    {
      title: t('customReports.fields.updatedAt'),
      key: 'updated',
      render: (_, r) => dayjs(r.updated_at).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space>
          <Link to={customReportRoutes.detail(r.id)} data-testid="custom-report-view">
            {t('customReports.list.view')}
          </Link>
          {r.editable && (
            <>
              <Link to={customReportRoutes.edit(r.id)} data-testid="custom-report-edit">
                {t('customReports.list.edit')}
              </Link>
              <Popconfirm title={t('customReports.list.deleteConfirm')} onConfirm={() => remove.mutate(r.id)}>
                <Button type="link" danger size="small" data-testid="custom-report-delete">
                  {t('customReports.list.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="custom-report-list">
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space>
          <Input
            allowClear
            placeholder={t('customReports.list.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onPressEnter={handleSearch}
            data-testid="custom-report-search"
          />
          <Button onClick={handleSearch}>{t('customReports.list.searchButton')}</Button>
        </Space>
        <Button
          type="primary"
          onClick={() => navigate(customReportRoutes.add)}
          data-testid="custom-report-add"
        >
          {t('customReports.list.add')}
        </Button>
      </Space>
      <Table<CustomReport>
        rowKey="id"
        size="middle"
        loading={reports.isFetching}
        columns={columns}
        dataSource={reports.data?.list ?? []}
        locale={{ emptyText: t('customReports.list.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: reports.data?.pagination.total_size ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
    </div>
  );
}
