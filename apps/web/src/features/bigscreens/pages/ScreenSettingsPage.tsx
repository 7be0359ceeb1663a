import {
  BIGSCREEN_TITLE_MAX,
  type BigscreenStationSettingsInput,
  bigscreenStationSettingsInputSchema,
  ENERGY_OVERVIEW_ITEMS,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../access';
import { LogoUpload } from '../../customisation';
import { feedback } from '../../../ui/feedback';
import { schemaRule } from '../../../ui/fieldRule';
import { toastError } from '../../../ui/toastError';
import {
  bigscreenSettingsKeys,
  fetchStationScreenSettings,
  saveStationScreenSettings,
} from '../api/bigscreens';
import { useStationChoice } from '../hooks/useStationChoice';
import { BLOCK_LABEL_KEYS } from '../utils/blocks';

const fields = bigscreenStationSettingsInputSchema.shape;

/**
 * Single-station big-screen settings (B §2 system management): per station, which power blocks
 * its screen shows, and its logo and title (empty: the tenant's screen logo and system name).
 * Anyone who sees the station reads them; only a user who may update stations changes them.
 */
export default function ScreenSettingsPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const editable = can('station:update');
  const choice = useStationChoice();
  const stationId = choice.stationId;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BigscreenStationSettingsInput>();
  const settings = useQuery({
    queryKey: bigscreenSettingsKeys.of(stationId ?? ''),
    queryFn: () => fetchStationScreenSettings(stationId!),
    enabled: stationId !== null,
  });
  useEffect(() => {
    if (settings.data) {
      form.setFieldsValue({
        blocks: settings.data.blocks,
        title: settings.data.title,
        logo: settings.data.logo,
      });
    }
  }, [settings.data, form]);
  const save = useMutation({
    mutationFn: (values: BigscreenStationSettingsInput) => saveStationScreenSettings(stationId!, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(bigscreenSettingsKeys.of(saved.station_id), saved);
      void feedback.message.success(t('bigscreens.settings.saved'));
    },
    onError: (error) => toastError(error),
  });
  if (choice.loaded && choice.stations.length === 0) {
    return (
      <Card>
        <Empty description={t('bigscreens.noStation')} />
      </Card>
    );
  }
  return (
    <Card
      title={t('bigscreens.settings.title')}
      extra={
        stationId ? (
          <Typography.Link
            href={`/StationScreen?station_id=${encodeURIComponent(stationId)}`}
            target="_blank"
          >
            {t('bigscreens.settings.open')}
          </Typography.Link>
        ) : null
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <Space>
          <span>{t('bigscreens.pickStation')}</span>
          <Select
            style={{ minWidth: 260 }}
            value={stationId ?? undefined}
            loading={!choice.loaded}
            options={choice.stations.map((s) => ({ value: s.id, label: s.name }))}
            onChange={choice.choose}
            data-testid="screen-settings-station"
          />
        </Space>
        <Form<BigscreenStationSettingsInput>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          disabled={!editable || settings.isLoading}
          onFinish={(values) =>
            save.mutate({ ...values, title: values.title ?? '', logo: values.logo ?? '' })
          }
        >
          <Form.Item
            name="blocks"
            label={t('bigscreens.settings.blocks')}
            extra={t('bigscreens.settings.blocksHint')}
            rules={[schemaRule(fields.blocks)]}
          >
            <Checkbox.Group
              data-testid="screen-settings-blocks"
              options={ENERGY_OVERVIEW_ITEMS.map((item) => ({
                value: item,
                label: t(BLOCK_LABEL_KEYS[item]),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('bigscreens.settings.screenTitle')}
            extra={t('bigscreens.settings.titleHint')}
            rules={[schemaRule(fields.title)]}
          >
            <Input maxLength={BIGSCREEN_TITLE_MAX} data-testid="screen-settings-title" />
          </Form.Item>
          <Form.Item
            name="logo"
            label={t('bigscreens.settings.logo')}
            extra={t('bigscreens.settings.logoHint')}
          >
            <LogoUpload purpose="screen-logo" testId="screen-settings-logo" />
          </Form.Item>
          {editable ? (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="screen-settings-save"
            >
              {t('bigscreens.settings.save')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{t('bigscreens.settings.readOnly')}</Typography.Text>
          )}
        </Form>
      </Space>
    </Card>
  );
}
