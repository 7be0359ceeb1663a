import { type RepairOrderCreate, repairOrderCreateSchema } from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchStations, stationKeys } from '../../stations';
import { fieldRule } from '../../../ui/fieldRule';
import { createRepairOrder } from '../api/orders';
import { orderRoutes } from '../../../lib/orderPaths';
import { applyServerErrors } from '../../../ui/serverFormErrors';
import { OrderFormEnd } from './OrderFormEnd';

const f = repairOrderCreateSchema.shape;
const CONTACT_FIELDS = ['contact', 'phone', 'address'] as const;

/** RepairAdd (`?station_id=`): raises a repair order for a station the caller reaches. */
export function RepairAdd() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<RepairOrderCreate>();
  const stations = useQuery({
    queryKey: stationKeys.options,
    queryFn: () => fetchStations({ current_page: 1, page_size: 999 }),
  });
  const create = useMutation({
    mutationFn: (values: RepairOrderCreate) =>
      createRepairOrder({ ...values, device_id: values.device_id || null }),
    onSuccess: (order) => {
      message.success(t('orders.common.done'));
      navigate(orderRoutes.repairRecord(order.id));
    },
    onError: (error) => {
      // `picture_ids.1` shows at the pictures field; what has no field is toasted.
      applyServerErrors(form, error);
    },
  });
  const handleFinish = (values: RepairOrderCreate) => create.mutate(values);
  return (
    <Card title={t('orders.repair.add')}>
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ station_id: params.get('station_id') ?? undefined, picture_ids: [] }}
        onFinish={handleFinish}
      >
        <Form.Item name="station_id" label={t('orders.repair.station')} rules={[fieldRule(f.station_id)]}>
          <Select
            data-testid="repair-station"
            loading={stations.isPending}
            options={(stations.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="device_id" label={t('orders.repair.device')}>
          <Input data-testid="repair-device" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('orders.repair.description')}
          rules={[fieldRule(f.description)]}
        >
          <Input.TextArea rows={3} data-testid="repair-description" />
        </Form.Item>
        {CONTACT_FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`orders.repair.${name}`)} rules={[fieldRule(f[name])]}>
            <Input data-testid={`repair-${name}`} />
          </Form.Item>
        ))}
        <OrderFormEnd testId="repair" saving={create.isPending} />
      </Form>
    </Card>
  );
}
