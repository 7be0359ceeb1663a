import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchMasterSlave, fetchStations, saveMasterSlave } from '../api/stations';
import { stationKeys } from '../api/stationKeys';
import { showErrorAtField } from '../utils/showErrorAtField';

/** Master-slave settings: which stations are this master's slaves (its figures aggregate theirs). */
export function StationMasterSlaveTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ slave_station_ids: string[] }>();
  const key = stationKeys.masterSlave(stationId);
  const settings = useQuery({ queryKey: key, queryFn: () => fetchMasterSlave(stationId) });
  const candidates = useQuery({
    queryKey: stationKeys.allForSlaves,
    queryFn: () => fetchStations({ current_page: 1, page_size: 100 }),
  });
  const save = useMutation({
    mutationFn: (ids: string[]) => saveMasterSlave(stationId, ids),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: stationKeys.live(stationId) });
      void message.success(t('stations.common.saved'));
    },
    onError: (error) => showErrorAtField(form, 'slave_station_ids', error),
  });
  if (settings.isPending) return <Spin />;

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={{ slave_station_ids: (settings.data?.slaves ?? []).map((slave) => slave.id) }}
      onFinish={(values) => save.mutate(values.slave_station_ids ?? [])}
      data-testid="station-master-slave"
    >
      <Form.Item
        name="slave_station_ids"
        label={t('stations.masterSlave.slaves')}
        extra={t('stations.masterSlave.hint')}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          loading={candidates.isPending}
          options={(candidates.data?.list ?? [])
            .filter((station) => station.id !== stationId)
            .map((station) => ({ value: station.id, label: station.name }))}
        />
      </Form.Item>
      {canEdit ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('stations.common.save')}
          </Button>
        </Space>
      ) : null}
    </Form>
  );
}
