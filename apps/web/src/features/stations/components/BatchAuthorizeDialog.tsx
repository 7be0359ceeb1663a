import {
  STATION_SHARE_PERMISSION_LABELS,
  STATION_SHARE_PERMISSIONS,
  type StationBatchAuthorizeInput,
  stationBatchAuthorizeSchema,
} from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { accessKeys, fetchSubUsers } from '../../access';
import { readSessionUser } from '../../../ui/session';
import { batchAuthorize } from '../api/stations';
import { fieldRule } from '../../../ui/fieldRule';
import { labelIn } from '../utils/labels';

interface BatchAuthorizeDialogProps {
  stationIds: string[];
  onClose: () => void;
  onSaved: () => void;
}

/** Batch authorisation: share the selected stations with several users at one permission. */
export function BatchAuthorizeDialog({ stationIds, onClose, onSaved }: BatchAuthorizeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Pick<StationBatchAuthorizeInput, 'user_ids' | 'permission'>>();
  const tenantId = String(readSessionUser()?.tenant_id ?? '');
  const users = useQuery({
    queryKey: accessKeys.everySubUser(tenantId),
    queryFn: () => fetchSubUsers(tenantId, 1, 100),
    enabled: tenantId !== '',
  });
  const save = useMutation({
    mutationFn: (values: Pick<StationBatchAuthorizeInput, 'user_ids' | 'permission'>) =>
      batchAuthorize({ station_ids: stationIds, ...values }),
    onSuccess: onSaved,
    onError: (error) =>
      form.setFields([
        { name: 'user_ids', errors: [error instanceof ApiError ? error.message : String(error)] },
      ]),
  });
  const fields = stationBatchAuthorizeSchema.shape;

  return (
    <Modal
      open
      title={t('stations.list.batchAuthorize', { count: stationIds.length })}
      okText={t('stations.common.ok')}
      cancelText={t('stations.common.cancel')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ user_ids: [], permission: 'view' }}
        onFinish={(values) => save.mutate(values)}
        data-testid="batch-authorize-form"
      >
        <Form.Item
          name="user_ids"
          label={t('stations.share.user')}
          required
          rules={[fieldRule(fields.user_ids, [])]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={users.isPending}
            options={(users.data?.list ?? []).map((user) => ({ value: user.id, label: user.username }))}
          />
        </Form.Item>
        <Form.Item
          name="permission"
          label={t('stations.share.permission')}
          required
          rules={[fieldRule(fields.permission)]}
        >
          <Select
            options={STATION_SHARE_PERMISSIONS.map((value) => ({
              value,
              label: labelIn(STATION_SHARE_PERMISSION_LABELS, value),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
