import {
  type Kanban,
  KANBAN_FORM_LABELS,
  KANBAN_FORMS,
  KANBAN_X_AXES,
  kanbanInputSchema,
  REAL_TIME_RANGES_HOURS,
} from '@ies/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { maxLengthOf, schemaItem } from '../../../ui/fieldRule';
import { labelIn } from '../../../ui/labels';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { addKanban, fetchDeviceOptions, fetchDeviceType, updateKanban } from '../api/dashboards';
import { dashboardKeys } from '../api/dashboardKeys';
import { formValuesOf, inputOf, type KanbanFormValues } from '../utils/kanbanValues';

const shape = kanbanInputSchema.shape;

interface Props {
  dashboardId: string;
  kanban?: Kanban;
  onClose: () => void;
}

/** Add or edit a kanban: its devices and 1–3 of their data points, the form, axis and range. */
export function KanbanForm({ dashboardId, kanban, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<KanbanFormValues>();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const chosen = Form.useWatch('device_ids', form) ?? kanban?.device_ids ?? [];
  const range = Form.useWatch('range', form);
  const devices = useQuery({
    queryKey: dashboardKeys.devices(search),
    queryFn: () => fetchDeviceOptions(search),
  });
  const [known, setKnown] = useState<Record<string, { name: string; typeId: string }>>({});
  const deviceList = devices.data?.list ?? [];
  const typeIds = [
    ...new Set(
      chosen
        .map((id) => known[id]?.typeId ?? deviceList.find((d) => d.id === id)?.type_id)
        .filter(Boolean) as string[],
    ),
  ];
  const types = useQueries({
    queries: typeIds.map((id) => ({
      queryKey: dashboardKeys.type(id),
      queryFn: () => fetchDeviceType(id),
      staleTime: 300_000,
    })),
  });
  const en = i18n.language.startsWith('en');
  const pointOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const type of types) {
      for (const p of type.data?.points ?? []) {
        const name = (en ? p.en : p.zh) || p.name;
        if (!seen.has(p.name)) seen.set(p.name, p.unit ? `${name} (${p.unit})` : name);
      }
    }
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [types, en]);

  const save = useMutation({
    mutationFn: (values: KanbanFormValues) =>
      kanban
        ? updateKanban(dashboardId, kanban.id, inputOf(values))
        : addKanban(dashboardId, inputOf(values)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      onClose();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });

  const rangeOptions = [
    ...REAL_TIME_RANGES_HOURS.map((h) => ({
      value: `h:${h}`,
      label: t('dashboards.range.hours', { count: h }),
    })),
    { value: 'custom', label: t('dashboards.range.custom') },
    { value: 'recent', label: t('dashboards.range.recent') },
  ];
  const handleDeviceChange = (ids: string[]) => {
    const next = { ...known };
    for (const id of ids) {
      const d = deviceList.find((x) => x.id === id);
      if (d) next[id] = { name: d.name, typeId: d.type_id };
    }
    setKnown(next);
  };
  const deviceOptions = [
    ...deviceList.map((d) => ({ value: d.id, label: d.name })),
    ...chosen
      .filter((id) => !deviceList.some((d) => d.id === id))
      .map((id) => ({ value: id, label: known[id]?.name ?? id })),
  ];

  return (
    <FormDialog
      form={form}
      words="dashboards.common"
      saving={save.isPending}
      onClose={onClose}
      title={t(kanban ? 'dashboards.kanban.editTitle' : 'dashboards.kanban.addTitle')}
      width={640}
    >
      <Form<KanbanFormValues>
        form={form}
        layout="vertical"
        initialValues={formValuesOf(kanban)}
        onFinish={(values) => save.mutate(values)}
        data-testid="kanban-form"
      >
        <Form.Item
          name="name"
          label={t('dashboards.fields.kanbanName')}
          {...schemaItem(shape.name, { required: true })}
        >
          <Input maxLength={maxLengthOf(shape.name)} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('dashboards.fields.description')}
          {...schemaItem(shape.description, { required: true })}
        >
          <Input.TextArea maxLength={maxLengthOf(shape.description)} rows={2} />
        </Form.Item>
        <Form.Item
          name="device_ids"
          label={t('dashboards.fields.devices')}
          {...schemaItem(shape.device_ids, { required: true, empty: [] })}
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            onChange={handleDeviceChange}
            options={deviceOptions}
            loading={devices.isPending}
            data-testid="kanban-devices"
          />
        </Form.Item>
        <Form.Item
          name="points"
          label={t('dashboards.fields.points')}
          {...schemaItem(shape.points, { required: true, empty: [] })}
        >
          <Select mode="multiple" options={pointOptions} data-testid="kanban-points" />
        </Form.Item>
        <Form.Item name="form" label={t('dashboards.fields.form')} required>
          <Select
            options={KANBAN_FORMS.map((f) => ({ value: f, label: labelIn(KANBAN_FORM_LABELS, f) }))}
            data-testid="kanban-form-kind"
          />
        </Form.Item>
        <Form.Item name="x_axis" label={t('dashboards.fields.xAxis')} required>
          <Select options={KANBAN_X_AXES.map((x) => ({ value: x, label: t(`dashboards.xAxis.${x}`) }))} />
        </Form.Item>
        <Form.Item name="range" label={t('dashboards.fields.range')} required>
          <Select options={rangeOptions} data-testid="kanban-range" />
        </Form.Item>
        {range === 'custom' && (
          <Form.Item
            name="custom"
            label={t('dashboards.fields.custom')}
            rules={[{ required: true, message: t('dashboards.range.customRequired') }]}
          >
            <DatePicker.RangePicker showTime />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
