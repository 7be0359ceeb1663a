import {
  type AlarmNotificationSettings,
  type AlarmUserChannel,
  alarmNotificationSettingsSchema,
  errorMessage,
  type Locale,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { type AlarmOwner, fetchNotificationSettings, saveNotificationSettings } from '../api/alarms';
import { alarmKeys } from '../api/alarmKeys';
import { LevelField } from './LevelField';
import { fieldRule } from '../../../ui/fieldRule';
import { ruleFields } from '../utils/ruleFieldSchemas';

interface Values {
  channels: AlarmUserChannel[];
  min_level: number;
  quiet: boolean;
  quiet_start: string;
  quiet_end: string;
  critical_in_quiet_hours: boolean;
  language: Locale;
}

/** Contract paths → form fields. */
const FIELD_OF: Record<string, keyof Values> = {
  channels: 'channels',
  min_level: 'min_level',
  'quiet_hours.start': 'quiet_start',
  'quiet_hours.end': 'quiet_end',
  critical_in_quiet_hours: 'critical_in_quiet_hours',
  language: 'language',
};

function toInput(v: Values): AlarmNotificationSettings {
  return {
    channels: v.channels ?? [],
    min_level: v.min_level,
    quiet_hours: v.quiet ? { start: (v.quiet_start ?? '').trim(), end: (v.quiet_end ?? '').trim() } : null,
    critical_in_quiet_hours: v.critical_in_quiet_hours ?? true,
    language: v.language ?? 'zh',
  };
}

function toValues(s: AlarmNotificationSettings): Values {
  return {
    channels: s.channels,
    min_level: s.min_level,
    quiet: s.quiet_hours !== null,
    quiet_start: s.quiet_hours?.start ?? '22:00',
    quiet_end: s.quiet_hours?.end ?? '07:00',
    critical_in_quiet_hours: s.critical_in_quiet_hours,
    language: s.language ?? 'zh',
  };
}

/**
 * EditAlarmNotificationsSettings: the signed-in user's own alarm channels (in-app, e-mail and
 * SMS to the account's addresses), the lowest level sent, and quiet hours in station time.
 */
export function NotificationSettingsForm({ owner }: { owner: AlarmOwner | null }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const current = useQuery({
    queryKey: alarmKeys.notificationSettings(owner?.tenantId),
    queryFn: () => fetchNotificationSettings(owner!),
    enabled: Boolean(owner),
  });
  useEffect(() => {
    if (current.data) form.setFieldsValue(toValues(current.data));
  }, [current.data, form]);
  const showErrors = (fields: Array<{ field: string; message: string }>) =>
    form.setFields(
      fields.flatMap(({ field, message: text }) => {
        const name = FIELD_OF[field];
        return name ? [{ name, errors: [text] }] : [];
      }),
    );
  const save = useMutation({
    mutationFn: (input: AlarmNotificationSettings) => saveNotificationSettings(owner!, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(alarmKeys.notificationSettings(owner?.tenantId), saved);
      void message.success(t('alarms.saved'));
    },
    onError: (error) => {
      const fields = (error instanceof ApiError ? error.data : undefined) as
        | { fields?: Array<{ field: string; message: string }> }
        | undefined;
      if (fields?.fields?.length) showErrors(fields.fields);
      else void message.error(error.message);
    },
  });
  const handleFinish = (values: Values) => {
    const input = toInput(values);
    const parsed = alarmNotificationSettingsSchema.safeParse(input);
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: errorMessage(issue.message, locale),
        })),
      );
      return;
    }
    save.mutate(parsed.data);
  };
  if (!owner) return null;
  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={handleFinish}>
      <Form.Item name="channels" label={t('alarms.channels')}>
        <Checkbox.Group
          options={[
            { value: 'app_push', label: t('alarms.channelApp') },
            { value: 'email', label: t('alarms.channelEmail') },
            { value: 'sms', label: t('alarms.channelSms') },
          ]}
        />
      </Form.Item>
      <LevelField name="min_level" label={t('alarms.minLevel')} />
      <Form.Item name="language" label={t('alarms.alarmLanguage')}>
        <Select
          options={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'English' },
          ]}
        />
      </Form.Item>
      <Form.Item name="quiet" label={t('alarms.quietHours')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.quiet !== b.quiet}>
        {({ getFieldValue }) =>
          getFieldValue('quiet') ? (
            <>
              <Form.Item
                name="quiet_start"
                label={t('alarms.quietStart')}
                rules={[fieldRule(ruleFields.quietStart)]}
              >
                <Input placeholder="22:00" />
              </Form.Item>
              <Form.Item
                name="quiet_end"
                label={t('alarms.quietEnd')}
                rules={[fieldRule(ruleFields.quietEnd)]}
              >
                <Input placeholder="07:00" />
              </Form.Item>
              <Form.Item
                name="critical_in_quiet_hours"
                label={t('alarms.criticalInQuiet')}
                valuePropName="checked"
              >
                <Switch />
              </Form.Item>
            </>
          ) : null
        }
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!current.data}>
        {t('alarms.save')}
      </Button>
    </Form>
  );
}
