import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX } from '@ies/contracts';
import { fetchOutbox, type OutboxMessage } from '../api/admin';
import { PagedTable } from '../../../ui/PagedTable';
import { adminKeys } from '../api/adminKeys';

const PAGE_SIZE = 20;

/** Codes and notices kept when no SMS or e-mail gateway is configured (development outbox). */
export function DevelopmentOutbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [destination, setDestination] = useState('');
  const outbox = useQuery({
    queryKey: adminKeys.outbox(page, destination),
    queryFn: () =>
      fetchOutbox({ current_page: page, page_size: PAGE_SIZE, ...(destination ? { destination } : {}) }),
    placeholderData: keepPreviousData,
  });
  const handleSearch = (value: string) => {
    // Quotes and backslashes never occur in a number or an address; the server refuses them.
    setDestination(value.replace(/["'\\]/g, '').trim());
    setPage(1);
  };

  const columns: ColumnsType<OutboxMessage> = [
    {
      title: t('admin.createdAt'),
      dataIndex: 'created_at',
      key: 'created_at',
      width: 160,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('admin.channel'),
      dataIndex: 'channel',
      key: 'channel',
      width: 90,
      render: (value: string) => <Tag>{value}</Tag>,
    },
    { title: t('admin.destination'), dataIndex: 'destination', key: 'destination', width: 200 },
    { title: t('admin.subject'), dataIndex: 'subject', key: 'subject', width: 200 },
    { title: t('admin.body'), dataIndex: 'body', key: 'body' },
  ];

  return (
    <div className="ies-admin" data-testid="admin-outbox">
      <div className="ies-admin-head">
        <h2 className="ies-admin-title">{t('admin.outboxTitle')}</h2>
        <Button onClick={() => void outbox.refetch()}>{t('admin.refresh')}</Button>
      </div>
      <Alert type="info" showIcon className="ies-admin-filter" title={t('admin.outboxHint')} />
      <Input.Search
        allowClear
        className="ies-admin-filter"
        data-testid="admin-outbox-search"
        aria-label={t('admin.outboxSearch')}
        placeholder={t('admin.outboxSearch')}
        maxLength={SEARCH_TEXT_MAX}
        onSearch={handleSearch}
        style={{ maxWidth: 320 }}
      />
      <PagedTable<OutboxMessage>
        size="middle"
        columns={columns}
        busy={outbox.isFetching}
        scroll={{ x: 900 }}
        rows={outbox.data}
        paging={{ page, pageSize: PAGE_SIZE, onChange: setPage }}
      />
    </div>
  );
}
