import { type Subsystem, subsystemName } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../ui/FormDialog';
import {
  createSubsystem,
  deleteSubsystem,
  fetchAllThings,
  fetchSubsystems,
  setSubsystemDevices,
} from '../api/stations';
import { fieldRule } from '../../../ui/fieldRule';
import { stationKeys } from '../api/stationKeys';
import { showErrorAtField } from '../utils/showErrorAtField';
import { useAfterSave, useListChange } from '../../../ui/listChange';
import { ConfirmRemoveLink } from './ConfirmRemoveLink';

/** Sub-systems tab: list, add (name required) and delete. */
export function StationSubsystemsTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const [editing, setEditing] = useState<Subsystem | null>(null);
  const key = stationKeys.subsystems(stationId);
  const subsystems = useQuery({ queryKey: key, queryFn: () => fetchSubsystems(stationId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: stationKeys.all });
  const create = useMutation({
    mutationFn: (name: string) => createSubsystem(stationId, name),
    onSuccess: () => {
      form.resetFields();
      void refresh();
    },
    onError: (error) => showErrorAtField(form, 'name', error),
  });
  const handleSaved = useAfterSave(t('stations.common.saved'), stationKeys.all, () => setEditing(null));
  const remove = useListChange((id: string) => deleteSubsystem(stationId, id), { refresh: stationKeys.all });

  return (
    <div data-testid="station-subsystems">
      {canEdit ? (
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => create.mutate(values.name)}
          style={{ marginBottom: 12 }}
        >
          <Form.Item name="name" rules={[fieldRule(subsystemName, '')]}>
            <Input placeholder={t('stations.subsystems.name')} data-testid="subsystem-name" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="subsystem-add">
              {t('stations.subsystems.add')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      <Table<Subsystem>
        rowKey="id"
        size="small"
        pagination={false}
        loading={subsystems.isFetching || remove.isPending}
        dataSource={subsystems.data?.list ?? []}
        columns={[
          { title: t('stations.subsystems.name'), dataIndex: 'name', key: 'name' },
          {
            title: t('stations.subsystems.devices'),
            dataIndex: 'device_ids',
            key: 'devices',
            render: (ids: string[]) => ids.length,
          },
          {
            title: t('stations.common.actions'),
            key: 'actions',
            render: (_, subsystem) =>
              canEdit ? (
                <Space>
                  <Button type="link" size="small" onClick={() => setEditing(subsystem)}>
                    {t('stations.subsystems.bindDevices')}
                  </Button>
                  <ConfirmRemoveLink
                    question={t('stations.subsystems.confirmDelete', { name: subsystem.name })}
                    label={t('stations.common.delete')}
                    onConfirm={() => remove.mutate(subsystem.id)}
                  />
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <SubsystemDevicesDialog
          stationId={stationId}
          subsystem={editing}
          onClose={() => setEditing(null)}
          onSaved={handleSaved}
        />
      ) : null}
    </div>
  );
}

/** Which of the station's devices belong to a sub-system; a device already in another one is refused by the server. */
function SubsystemDevicesDialog(props: {
  stationId: string;
  subsystem: Subsystem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ things_ids: string[] }>();
  const things = useQuery({
    queryKey: stationKeys.everyThing(props.stationId),
    queryFn: () => fetchAllThings(props.stationId),
  });
  const save = useMutation({
    mutationFn: (ids: string[]) => setSubsystemDevices(props.stationId, props.subsystem.id, ids),
    onSuccess: props.onSaved,
    onError: (error) => showErrorAtField(form, 'things_ids', error),
  });
  return (
    <FormDialog
      form={form}
      words="stations.common"
      saving={save.isPending}
      onClose={props.onClose}
      title={`${t('stations.subsystems.bindDevices')}: ${props.subsystem.name}`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ things_ids: props.subsystem.device_ids }}
        onFinish={(values) => save.mutate(values.things_ids ?? [])}
      >
        <Form.Item name="things_ids" label={t('stations.detail.devices')}>
          <Select
            mode="multiple"
            loading={things.isPending}
            optionFilterProp="label"
            options={(things.data?.list ?? []).map((thing) => ({
              value: thing.id,
              label: `${thing.name} (${thing.id})`,
            }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
