import { type PlatformBinding, type PlatformBindingInput, platformBindingInputSchema } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { createBinding, dockingKeys, fetchStationOptions, updateBinding } from '../api/platformBindings';

const shape = platformBindingInputSchema.shape;

/** Adds or edits a platform binding: project, number, docking station and push address. */
export function BindingDialog({ binding, onClose }: { binding?: PlatformBinding; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlatformBindingInput>();
  const stations = useQuery({ queryKey: dockingKeys.stations, queryFn: fetchStationOptions });
  const save = useMutation({
    mutationFn: (values: PlatformBindingInput) =>
      binding ? updateBinding(binding.id, values) : createBinding(values),
    onSuccess: onClose,
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });
  const handleFinish = (values: PlatformBindingInput) =>
    save.mutate({ ...values, enabled: values.enabled ?? true });
  return (
    <FormDialog
      form={form}
      words="docking.common"
      saving={save.isPending}
      onClose={onClose}
      title={t(binding ? 'docking.editTitle' : 'docking.addTitle')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          binding
            ? {
                project_name: binding.project_name,
                project_number: binding.project_number,
                group_id: binding.group_id,
                push_url: binding.push_url,
                enabled: binding.enabled,
              }
            : { enabled: true }
        }
        onFinish={handleFinish}
      >
        <Form.Item
          name="project_name"
          label={t('docking.fields.projectName')}
          {...schemaItem(shape.project_name, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.project_name)} showCount data-testid="docking-project-name" />
        </Form.Item>
        <Form.Item
          name="project_number"
          label={t('docking.fields.projectNumber')}
          {...schemaItem(shape.project_number, { required: true })}
        >
          <Input maxLength={64} data-testid="docking-project-number" />
        </Form.Item>
        <Form.Item
          name="group_id"
          label={t('docking.fields.station')}
          {...schemaItem(shape.group_id, { required: true })}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={stations.isLoading}
            options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            data-testid="docking-station"
          />
        </Form.Item>
        <Form.Item
          name="push_url"
          label={t('docking.fields.pushUrl')}
          {...schemaItem(shape.push_url, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.push_url)} data-testid="docking-push-url" />
        </Form.Item>
        <Form.Item name="enabled" label={t('docking.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
