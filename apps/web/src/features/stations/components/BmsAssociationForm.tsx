import type { BmsAssociationInput } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchAllThings, fetchBmsAssociation, saveBmsAssociation } from '../api/stations';
import { toastError } from '../../../ui/toastError';
import { stationKeys } from '../api/stationKeys';

const BMS_TYPE = 'ES_BMS';
const PCS_TYPE = 'ES_PCS';

/** BMS association: which PCS each BMS of the station belongs to. */
export function BmsAssociationForm({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const key = stationKeys.bmsAssociation(stationId);
  const association = useQuery({ queryKey: key, queryFn: () => fetchBmsAssociation(stationId) });
  const things = useQuery({
    queryKey: stationKeys.everyThing(stationId),
    queryFn: () => fetchAllThings(stationId),
  });
  const save = useMutation({
    mutationFn: (input: BmsAssociationInput) => saveBmsAssociation(stationId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: stationKeys.bms(stationId) });
      void message.success(t('stations.common.saved'));
    },
    onError: (error) => toastError(error),
  });
  const all = things.data?.list ?? [];
  const bmsDevices = all.filter((thing) => thing.type_name === BMS_TYPE);
  const pcsOptions = all
    .filter((thing) => thing.type_name === PCS_TYPE)
    .map((thing) => ({ value: thing.id, label: `${thing.name} (${thing.id})` }));
  if (association.isPending || things.isPending || bmsDevices.length === 0) return null;
  const initial = Object.fromEntries(
    (association.data?.associations ?? []).map((item) => [item.bms_device_id, item.pcs_device_id]),
  );

  return (
    <Card size="small" title={t('stations.bms.association')} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="inline"
        initialValues={initial}
        data-testid="bms-association"
        onFinish={(values) =>
          save.mutate({
            associations: Object.entries(values)
              .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
              .map(([bms, pcs]) => ({ bms_device_id: bms, pcs_device_id: pcs })),
          })
        }
      >
        <Space wrap>
          {bmsDevices.map((bms) => (
            <Form.Item key={bms.id} name={bms.id} label={bms.name}>
              <Select
                allowClear
                style={{ width: 220 }}
                options={pcsOptions}
                placeholder={t('stations.bms.pcs')}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('stations.common.save')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
