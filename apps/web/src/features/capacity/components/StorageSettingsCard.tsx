import {
  GENERAL_STORAGE_MODE_FIT,
  STORAGE_MODE_LABELS,
  STORAGE_MODES,
  STORAGE_ON_FULL,
  STORAGE_RETENTION_DAYS,
  type StorageSettingsUpdate,
  storageSettingsUpdateSchema,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed, usePermissions } from '../../access';
import { feedback } from '../../../ui/feedback';
import { schemaItem } from '../../../ui/fieldRule';
import { labelIn } from '../../../ui/labels';
import { showFieldErrors } from '../../../ui/serverFormErrors';
import { toastError } from '../../../ui/toastError';
import { fetchStorageSettings, updateStorageSettings } from '../api/capacity';
import { capacityKeys } from '../api/capacityKeys';
import { UsageBar } from './UsageBar';

const shape = storageSettingsUpdateSchema.shape;

/** The tenant's storage use and its mode, full behaviour and retention (B §4, §9). */
export function StorageSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [form] = Form.useForm<StorageSettingsUpdate>();
  const settings = useQuery({ queryKey: capacityKeys.settings, queryFn: fetchStorageSettings });
  const data = settings.data;
  useEffect(() => {
    if (data)
      form.setFieldsValue({ mode: data.mode, on_full: data.on_full, retention_days: data.retention_days });
  }, [data, form]);
  const save = useMutation({
    mutationFn: updateStorageSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(capacityKeys.settings, next);
      void queryClient.invalidateQueries({ queryKey: capacityKeys.storage });
      void feedback.message.success(t('capacity.saved'));
    },
    onError: (error) => {
      if (!showFieldErrors(form, error)) toastError(error);
    },
  });
  const mode = Form.useWatch('mode', form);
  const readOnly = !can('system:config');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('capacity.usage')} loading={settings.isLoading}>
        {data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            {data.refusing && <Alert type="error" showIcon message={t('capacity.refusing')} />}
            {data.store === 'switching' && <Alert type="info" showIcon message={t('capacity.switching')} />}
            <UsageBar capacity={data.capacity} />
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('capacity.devices')}>{data.device_count}</Descriptions.Item>
              <Descriptions.Item label={t('capacity.deletedRows')}>{data.deleted_rows}</Descriptions.Item>
            </Descriptions>
          </Space>
        )}
      </Card>
      <Card title={t('capacity.settings')} loading={settings.isLoading}>
        {data && (
          <Form form={form} layout="vertical" disabled={readOnly} onFinish={(values) => save.mutate(values)}>
            <Form.Item name="mode" label={t('capacity.mode')} {...schemaItem(shape.mode, { required: true })}>
              <Radio.Group data-testid="storage-mode">
                <Space direction="vertical">
                  {STORAGE_MODES.map((m) => (
                    <Radio
                      key={m}
                      value={m}
                      disabled={!data.allowed_modes.includes(m)}
                      data-testid={`storage-mode-${m}`}
                    >
                      <Space direction="vertical" size={0}>
                        <span>{labelIn(STORAGE_MODE_LABELS, m)}</span>
                        <Typography.Text type="secondary">
                          {data.allowed_modes.includes(m)
                            ? t(`capacity.modeHelp.${m}`, {
                                max: GENERAL_STORAGE_MODE_FIT.maxDevices,
                                minutes: GENERAL_STORAGE_MODE_FIT.minReportIntervalMinutes,
                              })
                            : t('capacity.notAllowed')}
                        </Typography.Text>
                      </Space>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="on_full"
              label={t('capacity.onFull')}
              {...schemaItem(shape.on_full, { required: true })}
            >
              <Radio.Group>
                {STORAGE_ON_FULL.map((o) => (
                  <Radio
                    key={o}
                    value={o}
                    disabled={o === 'refuse' && mode === 'device_fast_delete'}
                    data-testid={`storage-on-full-${o}`}
                  >
                    {t(`capacity.onFullOptions.${o}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="retention_days"
              label={t('capacity.retention')}
              extra={t('capacity.retentionHelp', { max: data.retention_max_days })}
              {...schemaItem(shape.retention_days, { required: true })}
            >
              <InputNumber
                min={STORAGE_RETENTION_DAYS.min}
                max={data.retention_max_days}
                precision={0}
                style={{ width: '100%', maxWidth: 240 }}
              />
            </Form.Item>
            <Allowed to="system:config">
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="storage-save">
                {t('capacity.save')}
              </Button>
            </Allowed>
          </Form>
        )}
      </Card>
    </Space>
  );
}
