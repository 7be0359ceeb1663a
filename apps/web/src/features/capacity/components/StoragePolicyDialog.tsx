import {
  STORAGE_MODE_LABELS,
  STORAGE_MODES,
  STORAGE_RETENTION_DAYS,
  storagePolicySchema,
  type TenantStorageRow,
} from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { schemaItem } from '../../../ui/fieldRule';
import { labelIn } from '../../../ui/labels';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { setStoragePolicy } from '../api/capacity';
import { GIB } from '../utils/bytes';

interface Values {
  allowed_modes: TenantStorageRow['allowed_modes'];
  retention_max_days: number;
  quota_gb: number | null;
}

const shape = storagePolicySchema.shape;

/** Platform administrator: a merchant's allowed modes, longest retention and quota. */
export function StoragePolicyDialog({ row, onClose }: { row: TenantStorageRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (v: Values) =>
      setStoragePolicy(row.tenant_id, {
        allowed_modes: v.allowed_modes,
        retention_max_days: v.retention_max_days,
        quota_bytes: v.quota_gb ? Math.round(v.quota_gb * GIB) : null,
      }),
    onSuccess: onClose,
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });
  return (
    <FormDialog
      form={form}
      words="capacity.common"
      saving={save.isPending}
      onClose={onClose}
      title={`${t('capacity.policyTitle')}: ${row.tenant_name}`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          allowed_modes: row.allowed_modes,
          retention_max_days: row.retention_max_days,
          quota_gb: row.quota_custom ? Number((row.capacity.quota_bytes / GIB).toFixed(3)) : null,
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item
          name="allowed_modes"
          label={t('capacity.allowedModes')}
          {...schemaItem(shape.allowed_modes, { required: true })}
        >
          <Checkbox.Group
            options={STORAGE_MODES.map((m) => ({ value: m, label: labelIn(STORAGE_MODE_LABELS, m) }))}
          />
        </Form.Item>
        <Form.Item
          name="retention_max_days"
          label={t('capacity.retentionMax')}
          {...schemaItem(shape.retention_max_days, { required: true })}
        >
          <InputNumber
            min={STORAGE_RETENTION_DAYS.min}
            max={STORAGE_RETENTION_DAYS.max}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="quota_gb" label={t('capacity.quotaGb')}>
          <InputNumber min={0.001} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
