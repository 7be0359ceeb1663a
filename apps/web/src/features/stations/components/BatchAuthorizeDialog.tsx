import { type StationBatchAuthorizeInput, stationBatchAuthorizeSchema } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { batchAuthorize } from '../api/stations';
import { fieldRule } from '../../../ui/fieldRule';
import { showErrorAtField } from '../utils/showErrorAtField';
import { PermissionField, UserField } from './shareFields';

interface BatchAuthorizeDialogProps {
  stationIds: string[];
  onClose: () => void;
  onSaved: () => void;
}

/** Batch authorisation: share the selected stations with several users at one permission. */
export function BatchAuthorizeDialog({ stationIds, onClose, onSaved }: BatchAuthorizeDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Pick<StationBatchAuthorizeInput, 'user_ids' | 'permission'>>();
  const save = useMutation({
    mutationFn: (values: Pick<StationBatchAuthorizeInput, 'user_ids' | 'permission'>) =>
      batchAuthorize({ station_ids: stationIds, ...values }),
    onSuccess: onSaved,
    onError: (error) => showErrorAtField(form, 'user_ids', error),
  });
  const fields = stationBatchAuthorizeSchema.shape;

  return (
    <FormDialog
      form={form}
      words="stations.common"
      saving={save.isPending}
      onClose={onClose}
      title={t('stations.list.batchAuthorize', { count: stationIds.length })}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ user_ids: [], permission: 'view' }}
        onFinish={(values) => save.mutate(values)}
        data-testid="batch-authorize-form"
      >
        <UserField name="user_ids" multiple rule={fieldRule(fields.user_ids, [])} />
        <PermissionField rule={fieldRule(fields.permission)} />
      </Form>
    </FormDialog>
  );
}
