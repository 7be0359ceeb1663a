import { type StrategyRange, strategyGenerateSchema } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../i18n/translateError';
import { applyServerErrors, toFormErrors } from '../../../ui/serverFormErrors';
import { fetchTemplatesForGenerate, generateStrategy } from '../api/strategies';
import { strategyKeys } from '../api/strategyKeys';

const KW = { min: 0, step: 0.001, style: { width: 160 } } as const;

/** "Generate from price template": the server's draft ranges replace the form's ranges (nothing is stored). */
export function GenerateDialog({
  onClose,
  onGenerated,
}: {
  onClose: () => void;
  onGenerated: (ranges: StrategyRange[]) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const templates = useQuery({
    queryKey: strategyKeys.priceTemplates,
    queryFn: fetchTemplatesForGenerate,
  });
  const generate = useMutation({
    mutationFn: generateStrategy,
    onSuccess: (draft) => onGenerated(draft.ranges),
    onError: (error) => applyServerErrors(form, error, { codeFields: { 'iot-http.404': 'template_id' } }),
  });

  const handleOk = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === null ? undefined : value]),
    );
    const checked = strategyGenerateSchema.safeParse(body);
    if (checked.success) {
      generate.mutate(checked.data);
      return;
    }
    const { errors } = toFormErrors(
      checked.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: translateError(issue.message, (issue as { params?: Record<string, number> }).params),
      })),
    );
    form.setFields(errors);
  };

  const item = (name: string, label: string, input: React.ReactNode) => (
    <Form.Item name={name} label={t(label as 'strategies.fields.name')} required>
      {input}
    </Form.Item>
  );
  return (
    <Modal
      open
      width={640}
      title={t('strategies.form.generateTitle')}
      onCancel={onClose}
      onOk={handleOk}
      okText={t('strategies.form.generate')}
      cancelText={t('strategies.common.cancel')}
      confirmLoading={generate.isPending}
      okButtonProps={{ 'data-testid': 'strategy-generate-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('strategies.form.generateHint')} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ soc_min: 10, soc_max: 90 }}
        data-testid="strategy-generate-form"
      >
        {item(
          'template_id',
          'strategies.fields.template',
          <Select
            aria-label={t('strategies.fields.template')}
            loading={templates.isFetching}
            data-testid="strategy-generate-template"
            options={(templates.data?.list ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />,
        )}
        <Space wrap size="middle">
          {item(
            'charge_power_kw',
            'strategies.fields.chargePower',
            <InputNumber {...KW} data-testid="strategy-generate-charge" />,
          )}
          {item(
            'discharge_power_kw',
            'strategies.fields.dischargePower',
            <InputNumber {...KW} data-testid="strategy-generate-discharge" />,
          )}
          {item(
            'grid_import_threshold_kw',
            'strategies.fields.gridImportThreshold',
            <InputNumber {...KW} data-testid="strategy-generate-threshold" />,
          )}
          {item('soc_min', 'strategies.fields.socMin', <InputNumber min={0} max={100} />)}
          {item('soc_max', 'strategies.fields.socMax', <InputNumber min={0} max={100} />)}
        </Space>
      </Form>
    </Modal>
  );
}
