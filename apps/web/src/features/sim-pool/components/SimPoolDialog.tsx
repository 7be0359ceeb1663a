import { type SimPool, simPoolInputSchema, simPoolUpdateSchema } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { createSimPool, updateSimPool } from '../api/simPools';

interface Values {
  pool_id: string;
  app_id: string;
  secret_key?: string;
  provider_url: string;
}

const shape = simPoolInputSchema.shape;

/** Adds or edits a SIM pool; a saved secret key is never shown, only replaced when typed again. */
export function SimPoolDialog({ pool, onClose }: { pool?: SimPool; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) =>
      pool
        ? updateSimPool(pool.id, { ...values, secret_key: values.secret_key || undefined })
        : createSimPool({ ...values, secret_key: values.secret_key ?? '' }),
    onSuccess: onClose,
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });
  const handleFinish = (values: Values) => save.mutate(values);
  return (
    <FormDialog
      form={form}
      words="simPool.common"
      saving={save.isPending}
      onClose={onClose}
      title={t(pool ? 'simPool.editTitle' : 'simPool.addTitle')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          pool ? { pool_id: pool.pool_id, app_id: pool.app_id, provider_url: pool.provider_url } : {}
        }
        onFinish={handleFinish}
      >
        <Form.Item
          name="pool_id"
          label={t('simPool.fields.poolId')}
          {...schemaItem(shape.pool_id, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.pool_id)} showCount data-testid="sim-pool-id" />
        </Form.Item>
        <Form.Item
          name="app_id"
          label={t('simPool.fields.appId')}
          {...schemaItem(shape.app_id, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.app_id)} showCount data-testid="sim-app-id" />
        </Form.Item>
        <Form.Item
          name="secret_key"
          label={t('simPool.fields.secretKey')}
          extra={pool?.secret_saved ? t('simPool.secretSaved') : undefined}
          {...schemaItem(pool ? simPoolUpdateSchema.shape.secret_key : shape.secret_key, { required: !pool })}
        >
          <Input.Password
            maxLength={maxLengthOf(shape.secret_key)}
            autoComplete="new-password"
            visibilityToggle={false}
            data-testid="sim-secret-key"
          />
        </Form.Item>
        <Form.Item
          name="provider_url"
          label={t('simPool.fields.providerUrl')}
          {...schemaItem(shape.provider_url, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.provider_url)} data-testid="sim-provider-url" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
