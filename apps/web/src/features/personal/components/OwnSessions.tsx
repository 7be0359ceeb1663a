import type { OwnSession } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../ui/feedback';
import { endOtherSessions, endOwnSession, fetchOwnSessions } from '../api/personal';
import { toastError } from '../../../ui/toastError';
import { personalKeys } from '../api/personalKeys';

/** The caller's own sessions, with "sign out everywhere else". */
export function OwnSessions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: personalKeys.sessions, queryFn: fetchOwnSessions });
  const onError = (error: unknown) => toastError(error);
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      void feedback.message.success(t('personal.othersEnded', { count: ended }));
      void queryClient.invalidateQueries({ queryKey: personalKeys.sessions });
    },
    onError,
  });
  const endOne = useMutation({
    mutationFn: endOwnSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: personalKeys.sessions }),
    onError,
  });

  const columns: ColumnsType<OwnSession> = [
    {
      title: t('personal.method'),
      dataIndex: 'method',
      key: 'method',
      width: 130,
      render: (method: string) => {
        const key = `newcomer.signInMethods.${method}`;
        return i18n.exists(key) ? t(key as 'newcomer.signInMethods.password') : method;
      },
    },
    { title: t('personal.ip'), dataIndex: 'ip', key: 'ip', width: 130 },
    { title: t('personal.device'), dataIndex: 'user_agent', key: 'device', ellipsis: true },
    {
      title: t('personal.lastSeen'),
      dataIndex: 'last_seen_at',
      key: 'last_seen',
      width: 170,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'action',
      width: 120,
      render: (_, row) =>
        row.current ? (
          <Tag color="blue">{t('personal.current')}</Tag>
        ) : (
          <Button size="small" onClick={() => endOne.mutate(row.id)}>
            {t('personal.endSession')}
          </Button>
        ),
    },
  ];

  return (
    <div data-testid="own-sessions">
      <Button
        danger
        className="ies-admin-filter"
        loading={endOthers.isPending}
        onClick={() => endOthers.mutate()}
      >
        {t('personal.endOthers')}
      </Button>
      <Table<OwnSession>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={sessions.data?.list ?? []}
        loading={sessions.isFetching}
        pagination={false}
      />
    </div>
  );
}
