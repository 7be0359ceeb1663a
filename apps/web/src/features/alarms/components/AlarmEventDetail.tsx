import type { AlarmDelivery, AlarmEvent } from '@ies/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type AlarmOwner, fetchDeliveries } from '../api/alarms';
import { alarmKeys } from '../api/alarmKeys';
import { EventStateTag, levelTag } from './eventTags';
import { localText } from '../../../ui/localText';

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');

const KIND_KEYS = {
  raise: 'alarms.kindRaise',
  recover: 'alarms.kindRecover',
  closed: 'alarms.kindClosed',
  digest: 'alarms.kindDigest',
  escalation: 'alarms.kindEscalation',
  reminder: 'alarms.kindReminder',
} as const;
const STATUS_KEYS = {
  pending: 'alarms.statusPending',
  sent: 'alarms.statusSent',
  failed: 'alarms.statusFailed',
  suppressed: 'alarms.statusSuppressed',
} as const;
const STATUS_COLORS = { pending: 'blue', sent: 'green', failed: 'red', suppressed: 'default' } as const;
const CHANNEL_KEYS = {
  email: 'alarms.channelEmailName',
  sms: 'alarms.channelSmsName',
  webhook: 'alarms.channelWebhook',
  wecom: 'alarms.channelWecom',
  dingtalk: 'alarms.channelDingtalk',
  command: 'alarms.channelCommand',
} as const;
const channelKey = (channel: string) =>
  Object.hasOwn(CHANNEL_KEYS, channel) ? CHANNEL_KEYS[channel as keyof typeof CHANNEL_KEYS] : undefined;

/** A value as a user reads it: a number or text as it is, anything else not shown. */
function shown(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '—';
}

/** One alarm event: what it said, how it ended, and each notice sent about it (the delivery log). */
export function AlarmEventDetail({
  owner,
  event,
  onClose,
}: {
  owner: AlarmOwner;
  event: AlarmEvent;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const deliveries = useQuery({
    queryKey: [...alarmKeys.deliveries(event.id), locale],
    queryFn: () => fetchDeliveries(owner, event.id),
  });
  return (
    <Drawer
      open
      width={920}
      title={t('alarms.eventDetail')}
      onClose={onClose}
      data-testid="alarm-event-detail"
    >
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('alarms.rule')}>{localText(event, 'rule_name')}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.level')}>{levelTag(event.level, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.station')}>{event.station_name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.device')}>{event.device_name}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.time')}>{time(event.generated_time)}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.state')}>
          <EventStateTag state={event.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('alarms.endedAt')}>{time(event.ended_time)}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.lastValue')}>{shown(event.last_value)}</Descriptions.Item>
        <Descriptions.Item label={t('alarms.message')} span={2}>
          {localText(event, 'message')}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('alarms.deliveries')}
      </Typography.Title>
      <Table<AlarmDelivery>
        size="small"
        rowKey="id"
        data-testid="alarm-deliveries"
        loading={deliveries.isLoading}
        dataSource={deliveries.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: deliveries.isError ? t('alarms.loadFailed') : t('alarms.noDeliveries') }}
        columns={[
          { title: t('alarms.sentAt'), key: 'time', render: (_, d) => time(d.updated_time) },
          { title: t('alarms.deliveryKind'), key: 'kind', render: (_, d) => t(KIND_KEYS[d.kind]) },
          {
            title: t('alarms.channel'),
            key: 'channel',
            render: (_, d) => {
              const key = channelKey(d.channel);
              return key ? t(key) : '—';
            },
          },
          { title: t('alarms.recipient'), dataIndex: 'recipient', key: 'recipient' },
          {
            title: t('alarms.deliveryStatus'),
            key: 'status',
            render: (_, d) => <Tag color={STATUS_COLORS[d.status]}>{t(STATUS_KEYS[d.status])}</Tag>,
          },
          { title: t('alarms.attempts'), dataIndex: 'attempts', key: 'attempts' },
          { title: t('alarms.deliveryError'), key: 'error', render: (_, d) => d.error?.message ?? '' },
        ]}
      />
    </Drawer>
  );
}
