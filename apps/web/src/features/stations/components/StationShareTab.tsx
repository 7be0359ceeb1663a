import {
  STATION_SHARE_PERMISSION_LABELS,
  type StationShare,
  type StationShareInput,
  stationShareInputSchema,
} from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { readSessionUser } from '../../../ui/session';
import { addShare, fetchShares, removeShare } from '../api/stations';
import { fieldRule } from '../../../ui/fieldRule';
import { labelIn } from '../utils/labels';
import { shareTargets } from '../utils/shareTargets';
import { stationKeys } from '../api/stationKeys';
import { showErrorAtField } from '../utils/showErrorAtField';
import { PermissionField, UserField } from './shareFields';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { ConfirmRemoveLink } from './ConfirmRemoveLink';
import { TabAddButton } from './TabAddButton';

/** Share list tab: who the station is shared with, at which permission; add and remove shares. */
export function StationShareTab({ stationId, canShare }: { stationId: string; canShare: boolean }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const key = stationKeys.shares(stationId);
  const shares = useQuery({ queryKey: key, queryFn: () => fetchShares(stationId) });
  const handleSaved = useAfterSave(t('stations.common.saved'), key, () => setAdding(false));
  const remove = useListChange((userId: string) => removeShare(stationId, userId), { refresh: key });

  return (
    <div data-testid="station-shares">
      <TabAddButton
        show={canShare}
        label={t('stations.share.add')}
        testId="share-add"
        onClick={() => setAdding(true)}
      />
      <Table<StationShare>
        rowKey="user_id"
        size="small"
        pagination={false}
        loading={shares.isFetching || remove.isPending}
        dataSource={shares.data?.list ?? []}
        columns={[
          { title: t('stations.share.user'), dataIndex: 'user_name', key: 'user' },
          {
            title: t('stations.share.permission'),
            dataIndex: 'permission',
            key: 'permission',
            render: (value: StationShare['permission']) => (
              <Tag>{labelIn(STATION_SHARE_PERMISSION_LABELS, value)}</Tag>
            ),
          },
          {
            title: t('stations.fields.createdAt'),
            dataIndex: 'created_at',
            key: 'created_at',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('stations.common.actions'),
            key: 'actions',
            render: (_, share) =>
              canShare ? (
                <ConfirmRemoveLink
                  question={t('stations.share.confirmRemove', { name: share.user_name })}
                  label={t('stations.common.remove')}
                  onConfirm={() => remove.mutate(share.user_id)}
                />
              ) : null,
          },
        ]}
      />
      {adding ? (
        <ShareDialog stationId={stationId} onClose={() => setAdding(false)} onSaved={handleSaved} />
      ) : null}
    </div>
  );
}

function ShareDialog({
  stationId,
  onClose,
  onSaved,
}: {
  stationId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StationShareInput>();
  const me = readSessionUser();
  const save = useMutation({
    mutationFn: (input: StationShareInput) => addShare(stationId, input),
    onSuccess: onSaved,
    onError: (error) => showErrorAtField(form, 'user_id', error),
  });
  return (
    <FormDialog
      form={form}
      words="stations.common"
      saving={save.isPending}
      onClose={onClose}
      title={t('stations.share.add')}
    >
      <Form<StationShareInput>
        form={form}
        layout="vertical"
        initialValues={{ permission: 'view' }}
        onFinish={(values) => save.mutate(values)}
        data-testid="share-form"
      >
        <UserField
          name="user_id"
          rule={fieldRule(stationShareInputSchema.shape.user_id)}
          choose={(users) =>
            shareTargets(users, { id: String(me?.id ?? ''), isManager: Boolean(me?.isManager) })
          }
        />
        <PermissionField rule={fieldRule(stationShareInputSchema.shape.permission)} />
      </Form>
    </FormDialog>
  );
}
