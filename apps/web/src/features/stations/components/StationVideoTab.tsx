import { DeleteOutlined } from '@ant-design/icons';
import { type VideoSettings, videoSettingsSchema } from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { fetchVideo, saveVideo } from '../api/stations';
import { fieldRule } from '../../../ui/fieldRule';
import { toastError } from '../../../ui/toastError';
import { stationKeys } from '../api/stationKeys';

const streamFields = videoSettingsSchema.shape.streams.element.shape;

/** Video settings tab: the stream addresses, stored and shown (playing them needs the site's own player). */
export function StationVideoTab({ stationId, canEdit }: { stationId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<VideoSettings>();
  const key = stationKeys.video(stationId);
  const video = useQuery({ queryKey: key, queryFn: () => fetchVideo(stationId) });
  const save = useMutation({
    mutationFn: (input: VideoSettings) => saveVideo(stationId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void message.success(t('stations.common.saved'));
    },
    onError: (error) => {
      const fields =
        error instanceof ApiError
          ? (error.data as { fields?: { field: string; message: string }[] })?.fields
          : undefined;
      if (fields?.length) {
        form.setFields(
          fields.map(({ field, message: text }) => ({
            name: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
            errors: [text],
          })),
        );
      } else toastError(error);
    },
  });
  if (video.isPending) return <Spin />;

  return (
    <Form<VideoSettings>
      form={form}
      initialValues={video.data ?? { streams: [] }}
      onFinish={(values) => save.mutate({ streams: values.streams ?? [] })}
      data-testid="station-video"
      disabled={!canEdit}
    >
      <Form.List name="streams">
        {(items, { add, remove }) => (
          <>
            {items.length === 0 ? <Empty description={t('stations.video.empty')} /> : null}
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap>
                <Form.Item name={[item.name, 'name']} rules={[fieldRule(streamFields.name, '')]}>
                  <Input placeholder={t('stations.video.name')} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'url']} rules={[fieldRule(streamFields.url, '')]}>
                  <Input placeholder={t('stations.video.url')} style={{ width: 380 }} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(item.name)}
                  aria-label={t('stations.common.remove')}
                />
              </Space>
            ))}
            {canEdit ? (
              <Space style={{ display: 'flex', marginTop: 8 }}>
                <Button onClick={() => add({ name: '', url: '' })}>{t('stations.video.add')}</Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('stations.common.save')}
                </Button>
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </Form>
  );
}
