import { Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import type { RuleSchema } from '../../../ui/fieldRule';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';

interface Props {
  title: string;
  label: string;
  schema: RuleSchema;
  initial?: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog asking one name (a dashboard's, a data market's), checked by the contract's rule. */
export function NameDialog({ title, label, schema, initial, onSave, onClose }: Props) {
  const { t: _t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const save = useMutation({
    mutationFn: (name: string) => onSave(name),
    onSuccess: onClose,
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });
  return (
    <FormDialog form={form} words="dashboards.common" saving={save.isPending} onClose={onClose} title={title}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial }}
        onFinish={(v) => save.mutate(v.name)}
      >
        <Form.Item name="name" label={label} {...schemaItem(schema, { required: true })}>
          <Input maxLength={maxLengthOf(schema)} showCount autoFocus data-testid="name-input" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
