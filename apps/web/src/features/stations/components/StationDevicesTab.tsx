import { currentLocale } from '../../../i18n';
import {
  deviceTypeLabel,
  type BindWithInfoInput,
  bindWithInfoSchema,
  DEVICE_STATUS_LABELS,
  type DeviceStatus,
  type StationThing,
} from '@ies/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import { bindThings, fetchThings, unbindThings } from '../api/stations';
import { checkField, fieldRule } from '../../../ui/fieldRule';
import { labelIn } from '../utils/labels';
import { pagedTableProps } from '../../../ui/pagedTable';
import { stationKeys } from '../api/stationKeys';
import { showErrorAtField } from '../utils/showErrorAtField';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { ConfirmRemoveLink } from './ConfirmRemoveLink';
import { TabAddButton } from './TabAddButton';

const PAGE_SIZE = 10;

/** Device ids typed one per line or separated by commas/spaces. */
export function parseThingIds(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,，]+/).filter(Boolean))];
}

/** Bound devices tab: the station's devices (paged), bind with info, unbind. */
export function StationDevicesTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [binding, setBinding] = useState(false);
  const things = useQuery({
    queryKey: stationKeys.things(stationId, page),
    queryFn: () => fetchThings(stationId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  // Binding changes the station's figures too, so all of the station is fetched again.
  const handleSaved = useAfterSave(t('stations.common.saved'), stationKeys.all, () => setBinding(false));
  const unbind = useListChange((thingId: string) => unbindThings(stationId, [thingId]), {
    refresh: stationKeys.all,
  });

  return (
    <div data-testid="station-devices">
      <TabAddButton
        show={canEdit}
        label={t('stations.devices.bind')}
        testId="device-bind"
        onClick={() => setBinding(true)}
      />
      <Table<StationThing>
        rowKey="id"
        size="small"
        loading={things.isFetching || unbind.isPending}
        data-testid="station-things"
        {...pagedTableProps(things.data, { page, pageSize: PAGE_SIZE, onChange: setPage })}
        columns={[
          { title: t('stations.devices.deviceName'), dataIndex: 'name', key: 'name' },
          { title: t('stations.devices.thingsId'), dataIndex: 'id', key: 'id' },
          {
            title: t('stations.devices.deviceType'),
            dataIndex: 'type_name',
            key: 'type',
            render: (name: string) => deviceTypeLabel(name, currentLocale()),
          },
          {
            title: t('stations.devices.online'),
            dataIndex: 'status',
            key: 'status',
            render: (value: DeviceStatus) => <Tag>{labelIn(DEVICE_STATUS_LABELS, value)}</Tag>,
          },
          { title: t('stations.devices.equippedCapacitor'), dataIndex: 'equipped_capacitor', key: 'cap' },
          { title: t('stations.devices.equippedPower'), dataIndex: 'equipped_power', key: 'power' },
          {
            title: t('stations.common.actions'),
            key: 'actions',
            render: (_, thing) =>
              canEdit ? (
                <ConfirmRemoveLink
                  question={t('stations.devices.confirmUnbind', { name: thing.name })}
                  label={t('stations.devices.unbind')}
                  onConfirm={() => unbind.mutate(thing.id)}
                  testId={`device-unbind-${thing.id}`}
                />
              ) : null,
          },
        ]}
      />
      {binding ? (
        <BindDialog stationId={stationId} onClose={() => setBinding(false)} onSaved={handleSaved} />
      ) : null}
    </div>
  );
}

interface BindFormValues {
  things_ids?: string;
  device_type?: string;
  equipped_capacitor?: number | null;
  equipped_power?: number | null;
}

function BindDialog({
  stationId,
  onClose,
  onSaved,
}: {
  stationId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BindFormValues>();
  const fields = bindWithInfoSchema.shape;
  const save = useMutation({
    mutationFn: (input: BindWithInfoInput) => bindThings(stationId, input),
    onSuccess: onSaved,
    // 70005 (no such device) and 70006 (bound to another station) concern the ids typed.
    onError: (error) => showErrorAtField(form, 'things_ids', error),
  });
  const handleFinish = (values: BindFormValues) => {
    const input: BindWithInfoInput = { things_ids: parseThingIds(values.things_ids) };
    if (values.device_type) input.device_type = values.device_type;
    if (typeof values.equipped_capacitor === 'number') input.equipped_capacitor = values.equipped_capacitor;
    if (typeof values.equipped_power === 'number') input.equipped_power = values.equipped_power;
    save.mutate(input);
  };
  return (
    <FormDialog
      form={form}
      words="stations.common"
      saving={save.isPending}
      onClose={onClose}
      title={t('stations.devices.bind')}
    >
      <Form<BindFormValues> form={form} layout="vertical" onFinish={handleFinish} data-testid="bind-form">
        <Form.Item
          name="things_ids"
          label={t('stations.devices.thingsIds')}
          extra={t('stations.devices.thingsIdsHint')}
          required
          rules={[
            { validator: (_rule, value: string) => checkField(fields.things_ids, parseThingIds(value)) },
          ]}
        >
          <Input.TextArea rows={3} data-testid="bind-things-ids" />
        </Form.Item>
        <Form.Item
          name="device_type"
          label={t('stations.devices.deviceType')}
          rules={[fieldRule(fields.device_type)]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="equipped_capacitor"
          label={t('stations.devices.equippedCapacitor')}
          rules={[fieldRule(fields.equipped_capacitor)]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="equipped_power"
          label={t('stations.devices.equippedPower')}
          rules={[fieldRule(fields.equipped_power)]}
        >
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
