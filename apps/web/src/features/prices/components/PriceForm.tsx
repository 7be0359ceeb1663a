import { PRICE_REMARK_MAX, type PriceTemplate, type PriceTemplateInput } from '@ies/contracts';
import { useMutation } from '@tanstack/react-query';
import { Drawer, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelSave, NamedFormHead } from '../../../ui/NamedForm';
import { ApiError } from '../../../ui/apiError';
import { PeriodsEditor, PRICE_INPUT } from './PeriodsEditor';
import { WeekdayPlansEditor } from './WeekdayPlansEditor';
import { serverFieldErrors } from '../../../ui/serverFormErrors';
import { createPriceTemplate, updatePriceTemplate } from '../api/prices';
import {
  checkValues,
  copyName,
  emptyValues,
  type PriceFormValues,
  placeIssues,
  valuesOf,
} from '../utils/formValues';
import { GENERIC_NAME, priceConfigSchema } from '@ies/contracts';
import { schemaItem } from '../../../ui/fieldRule';
import { editedTexts, localText } from '../../../ui/localText';

export type PriceFormMode = 'add' | 'edit' | 'copy';

interface Props {
  mode: PriceFormMode;
  template?: PriceTemplate;
  onClose: () => void;
  onSaved: (saved: PriceTemplate) => void;
}

/** Add, edit or copy a price template in a drawer; the browser checks with the contract, the server's field errors land at their fields. */
export function PriceForm({ mode, template, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [general, setGeneral] = useState<string[]>([]);
  const initial = template
    ? valuesOf(
        template,
        mode === 'copy' ? copyName(localText(template, 'name'), t('prices.list.copySuffix')) : undefined,
      )
    : emptyValues();
  // Special periods are not edited here yet; an edit or a copy keeps them as they are.
  const kept = { special_periods: template?.config.special_periods ?? [] };

  const save = useMutation({
    mutationFn: (body: PriceTemplateInput) =>
      mode === 'edit' && template ? updatePriceTemplate(template.id, body) : createPriceTemplate(body),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = serverFieldErrors(error);
      const placed = placeIssues(
        fields.map((field) => ({ path: field.name, message: field.errors[0] ?? '' })),
      );
      if (placed.fields.length > 0) form.setFields(placed.fields);
      const rest = placed.general;
      if (fields.length === 0) {
        const message = error instanceof ApiError ? error.message : String(error);
        // The duplicate name answers 409 without a field: it belongs at the name.
        if (error instanceof ApiError && error.code === 'iot-price.10002') {
          form.setFields([{ name: 'name', errors: [message] }]);
        } else rest.push(message);
      }
      setGeneral(rest);
    },
  });

  const handleSubmit = () => {
    setGeneral([]);
    const values = form.getFieldsValue(true) as PriceFormValues;
    // Clear the errors of the last try before placing this one's.
    form.setFields(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map((field) => ({ name: field.name, errors: [] })),
    );
    const checked = checkValues(values, kept);
    if ('body' in checked) {
      // An edit writes the name and remark of the app's language, the other language's kept.
      const edited = mode === 'edit' ? editedTexts(template, checked.body, ['name', 'remark']) : {};
      save.mutate({ ...checked.body, ...edited });
      return;
    }
    form.setFields(checked.fields);
    setGeneral(checked.general);
  };

  const title = t(`prices.form.${mode === 'add' ? 'addTitle' : mode === 'edit' ? 'editTitle' : 'copyTitle'}`);
  return (
    <Drawer
      open
      width={760}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <CancelSave
            ns="prices"
            testId="price"
            saving={save.isPending}
            onCancel={onClose}
            onSave={handleSubmit}
          />
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="price-form">
        <NamedFormHead
          ns="prices"
          testId="price"
          general={general}
          nameMax={GENERIC_NAME.max}
          remarkMax={PRICE_REMARK_MAX}
        />
        <Space wrap size="large" align="start">
          <Form.Item
            name={['config', 'charge_price']}
            label={t('prices.fields.chargePrice')}
            tooltip={t('prices.fieldHints.chargePrice')}
            {...schemaItem(priceConfigSchema.shape.charge_price, { required: true })}
          >
            <InputNumber {...PRICE_INPUT} data-testid="price-charge" />
          </Form.Item>
          <Form.Item
            name={['config', 'discharge_price']}
            label={t('prices.fields.dischargePrice')}
            tooltip={t('prices.fieldHints.dischargePrice')}
            {...schemaItem(priceConfigSchema.shape.discharge_price, { required: true })}
          >
            <InputNumber {...PRICE_INPUT} data-testid="price-discharge" />
          </Form.Item>
          <Form.Item
            name={['config', 'grid_connection_price']}
            label={t('prices.fields.gridConnectionPrice')}
            tooltip={t('prices.fieldHints.gridConnectionPrice')}
            {...schemaItem(priceConfigSchema.shape.grid_connection_price, { required: true })}
          >
            <InputNumber {...PRICE_INPUT} data-testid="price-feed-in" />
          </Form.Item>
          <Form.Item
            name={['config', 'demand_charge_per_kw']}
            label={t('prices.fields.demandCharge')}
            {...schemaItem(priceConfigSchema.shape.demand_charge_per_kw)}
          >
            <InputNumber {...PRICE_INPUT} data-testid="price-demand" />
          </Form.Item>
        </Space>
        <PeriodsEditor
          listName={['config', 'periods']}
          path={['config', 'periods']}
          testPrefix="price-period"
        />
        <WeekdayPlansEditor />
      </Form>
    </Drawer>
  );
}
