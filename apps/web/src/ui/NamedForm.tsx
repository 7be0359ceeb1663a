import { Button, Form, Input } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from './ErrorNote';

// The pieces of a form for a named row of a list searched by name (prices, strategies). Texts come
// from the feature's catalogue (`<ns>.fields.*`, `<ns>.common.*`); test ids start with `testId`.

interface NamedFormHeadProps {
  ns: string;
  testId: string;
  /** Errors that belong to no field, shown above the fields. */
  general: string[];
  nameMax: number;
  remarkMax: number;
  nameStyle?: CSSProperties;
}

/** The form's error note, then its name and remark fields. */
export function NamedFormHead({ ns, testId, general, nameMax, remarkMax, nameStyle }: NamedFormHeadProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorNote text={general.join('; ')} gap={16} testId={`${testId}-form-alert`} />
      <Form.Item name="name" label={t(`${ns}.fields.name` as never)} required>
        <Input maxLength={nameMax} style={nameStyle} data-testid={`${testId}-name`} />
      </Form.Item>
      <Form.Item name="remark" label={t(`${ns}.fields.remark` as never)}>
        <Input.TextArea maxLength={remarkMax} rows={2} data-testid={`${testId}-remark`} />
      </Form.Item>
    </>
  );
}

interface CancelSaveProps {
  ns: string;
  testId: string;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** The form's cancel and save buttons. */
export function CancelSave({ ns, testId, saving, onCancel, onSave }: CancelSaveProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
        {t(`${ns}.common.cancel` as never)}
      </Button>
      <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testId}-save`}>
        {t(`${ns}.common.save` as never)}
      </Button>
    </>
  );
}
