import {
  type MaintenancePlan,
  type MaintenancePlanCreate,
  maintenancePlanCreateSchema,
  PLAN_UNITS,
  workOrderTemplateCreateSchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldRule } from '../../../ui/fieldRule';
import { serverFieldErrors } from '../../../ui/serverFormErrors';
import {
  createMaintenancePlan,
  createWorkOrderTemplate,
  deleteMaintenancePlan,
  fetchMaintenancePlans,
  fetchWorkOrderTemplates,
} from '../api/orders';
import { useOrderPeople, useStationOptions } from './WorkAdd';
import { orderKeys } from '../api/orderKeys';
import { PeopleFields } from './PeopleFields';
import { localText } from '../../../ui/localText';

const f = maintenancePlanCreateSchema.shape;
type Values = Omit<MaintenancePlanCreate, 'first_due'> & { first_due: Dayjs };

/** Planned maintenance: recurring station inspections that open a work order every period. */
export function MaintenancePlans() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [addingTemplate, setAddingTemplate] = useState(false);
  const [form] = Form.useForm<Values>();
  const [templateForm] = Form.useForm<{ name: string; checklist: string }>();
  const plans = useQuery({ queryKey: orderKeys.plans, queryFn: fetchMaintenancePlans });
  const templates = useQuery({
    queryKey: orderKeys.templatesOf('station_inspection'),
    queryFn: () => fetchWorkOrderTemplates('station_inspection'),
    enabled: adding,
  });
  const stations = useStationOptions(adding);
  const people = useOrderPeople(adding);
  // Server refusals show at their field; anything else as a message.
  const showErrors = (target: { setFields: (fields: never[]) => void }) => (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields.length > 0) target.setFields(fields as never[]);
    else message.error((error as Error).message);
  };
  const create = useMutation({
    mutationFn: (values: Values) =>
      createMaintenancePlan({ ...values, first_due: values.first_due?.toISOString() ?? '' }),
    onSuccess: async () => {
      setAdding(false);
      form.resetFields();
      await client.invalidateQueries({ queryKey: orderKeys.plans });
    },
    onError: showErrors(form),
  });
  const createTemplate = useMutation({
    mutationFn: (values: { name: string; checklist: string }) =>
      createWorkOrderTemplate({
        type: 'station_inspection',
        name: values.name,
        checklist: (values.checklist ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      }),
    onSuccess: async (template) => {
      setAddingTemplate(false);
      templateForm.resetFields();
      await client.invalidateQueries({ queryKey: orderKeys.templates });
      form.setFieldValue('template_id', template.id);
    },
    onError: showErrors(templateForm),
  });
  const remove = useMutation({
    mutationFn: deleteMaintenancePlan,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.plans }),
    onError: (error) => message.error((error as Error).message),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" data-testid="plan-add" onClick={() => setAdding(true)}>
        {t('orders.plans.add')}
      </Button>
      <Table<MaintenancePlan>
        rowKey="id"
        data-testid="plan-table"
        loading={plans.isPending}
        dataSource={plans.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('orders.work.name'), key: 'name', render: (_, p) => localText(p, 'name') },
          { title: t('orders.work.station'), dataIndex: 'station_name' },
          {
            title: t('orders.plans.template'),
            key: 'template',
            render: (_, p) => localText(p, 'template_name'),
          },
          {
            title: t('orders.plans.every'),
            render: (_, row) => t(`orders.plans.everyText.${row.unit}`, { count: row.every }),
          },
          { title: t('orders.work.handler'), dataIndex: 'handler_name' },
          {
            title: t('orders.plans.nextDue'),
            dataIndex: 'next_due',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          { title: t('orders.plans.lastOrder'), dataIndex: 'last_order_no', render: (v) => v ?? '--' },
          {
            title: t('orders.common.actions'),
            render: (_, row) => (
              <Popconfirm title={t('orders.plans.removeConfirm')} onConfirm={() => remove.mutate(row.id)}>
                <Button type="link" danger>
                  {t('orders.plans.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('orders.plans.add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={create.isPending}
        okButtonProps={{ 'data-testid': 'plan-submit' } as Record<`data-${string}`, string>}
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ every: 1, unit: 'month', window_hours: 24 }}
          onFinish={(v) => create.mutate(v)}
        >
          <Form.Item name="name" label={t('orders.work.name')} rules={[fieldRule(f.name)]}>
            <Input data-testid="plan-name" />
          </Form.Item>
          <Form.Item name="station_id" label={t('orders.work.station')} rules={[fieldRule(f.station_id)]}>
            <Select data-testid="plan-station" options={stations} />
          </Form.Item>
          <Form.Item label={t('orders.plans.template')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="template_id" noStyle rules={[fieldRule(f.template_id)]}>
                <Select
                  data-testid="plan-template"
                  options={(templates.data?.list ?? []).map((tp) => ({
                    value: tp.id,
                    label: localText(tp, 'name'),
                  }))}
                />
              </Form.Item>
              <Button onClick={() => setAddingTemplate(true)}>{t('orders.plans.newTemplate')}</Button>
            </Space.Compact>
          </Form.Item>
          <Space>
            <Form.Item name="every" label={t('orders.plans.every')} rules={[fieldRule(f.every)]}>
              <InputNumber min={1} max={365} precision={0} />
            </Form.Item>
            <Form.Item name="unit" label=" ">
              <Select
                style={{ width: 120 }}
                options={PLAN_UNITS.map((u) => ({ value: u, label: t(`orders.plans.units.${u}`) }))}
              />
            </Form.Item>
            <Form.Item name="window_hours" label={t('orders.plans.windowHours')}>
              <InputNumber min={1} max={720} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item
            name="first_due"
            label={t('orders.plans.firstDue')}
            rules={[{ required: true, message: t('orders.plans.firstDueRequired') }]}
          >
            <DatePicker showTime data-testid="plan-first-due" />
          </Form.Item>
          <PeopleFields
            testId="plan"
            people={people}
            handlerRule={fieldRule(f.handler_id)}
            verifierRule={fieldRule(f.verifier_id)}
          />
        </Form>
      </Modal>
      <Modal
        open={addingTemplate}
        title={t('orders.plans.newTemplate')}
        onCancel={() => setAddingTemplate(false)}
        onOk={() => templateForm.submit()}
        confirmLoading={createTemplate.isPending}
      >
        <Form form={templateForm} layout="vertical" onFinish={(v) => createTemplate.mutate(v)}>
          <Form.Item
            name="name"
            label={t('orders.work.name')}
            rules={[fieldRule(workOrderTemplateCreateSchema.shape.name)]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="checklist" label={t('orders.plans.checklist')}>
            <Input.TextArea rows={4} placeholder={t('orders.plans.checklistHint')} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
