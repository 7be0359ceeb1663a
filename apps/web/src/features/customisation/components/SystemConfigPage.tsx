import {
  CURRENCIES,
  type Currency,
  customizationValueSchemas,
  EXCHANGE_RATE_MAX,
  type HomeCurrency,
  homeCurrencySchema,
  formatByteLimit,
  LOGO_MAX_BYTES,
  BIG_SCREEN_IMAGE_MAX_BYTES,
  systemName,
} from '@ies/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../ui/apiError';
import { schemaRule } from '../../../ui/fieldRule';
import { readSessionUser } from '../../../ui/session';
import { updateTenantCustomisation } from '../api/customisation';
import { useTenantCustomisation } from '../hooks/useTenantCustomisation';
import { LogoUpload } from './LogoUpload';
import { customisationKeys } from '../api/customisationKeys';

interface SystemConfigValues {
  nameZh: string;
  nameEn: string;
  systemLogo: string;
  iesScreenSystemLogo: string;
  systemWebBottomCompany: string;
  systemWebBottomPhone: string;
  systemWebBottomEmail: string;
  homeCurrency?: Currency;
  rates: Partial<Record<Currency, number | null>>;
}

function homeCurrencyOf(value: string | undefined): HomeCurrency | undefined {
  try {
    const parsed = homeCurrencySchema.safeParse(JSON.parse(value ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What is stored of the form's home currency: only rates that were filled in. */
function homeCurrencyValue(input: SystemConfigValues): string {
  if (!input.homeCurrency) return '';
  const rates = Object.fromEntries(
    Object.entries(input.rates ?? {}).filter(
      ([currency, rate]) => currency !== input.homeCurrency && typeof rate === 'number',
    ),
  );
  return JSON.stringify({ currency: input.homeCurrency, rates });
}

/** The logo fields: form name, label, upload purpose (also the test id) and largest file. */
const LOGO_FIELDS = [
  ['systemLogo', 'systemConfig.systemLogo', 'system-logo', LOGO_MAX_BYTES],
  ['iesScreenSystemLogo', 'systemConfig.screenLogo', 'screen-logo', BIG_SCREEN_IMAGE_MAX_BYTES],
] as const;

/** The footer's text fields: form name (a customisation key), label and test id. */
const FOOTER_FIELDS = [
  ['systemWebBottomCompany', 'systemConfig.company', 'footer-company'],
  ['systemWebBottomPhone', 'systemConfig.phone', 'footer-phone'],
  ['systemWebBottomEmail', 'systemConfig.email', 'footer-email'],
] as const;

/** Which form field shows a server error about a customisation key. */
const FIELD_OF_KEY: Record<string, keyof SystemConfigValues> = {
  systemName: 'nameZh',
  systemNameI18n: 'nameEn',
  systemLogo: 'systemLogo',
  iesScreenSystemLogo: 'iesScreenSystemLogo',
  systemWebBottomCompany: 'systemWebBottomCompany',
  systemWebBottomPhone: 'systemWebBottomPhone',
  systemWebBottomEmail: 'systemWebBottomEmail',
  homeCurrency: 'homeCurrency',
};

function namesOf(i18nValue: string | undefined, fallback: string | undefined) {
  try {
    const parsed = JSON.parse(i18nValue ?? '') as { zh_CN?: string; en_US?: string };
    return { nameZh: parsed.zh_CN ?? fallback ?? '', nameEn: parsed.en_US ?? '' };
  } catch {
    return { nameZh: fallback ?? '', nameEn: '' };
  }
}

/** SystemManagement/SystemConfig: system name by language, logos and footer contact (tenant manager edits). */
export default function SystemConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SystemConfigValues>();
  const { tenantId, values } = useTenantCustomisation();
  const isManager = readSessionUser()?.isManager === true;

  const loaded = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the stored values change
  useEffect(() => {
    form.setFieldsValue({
      ...namesOf(values.systemNameI18n, values.systemName),
      systemLogo: values.systemLogo ?? '',
      iesScreenSystemLogo: values.iesScreenSystemLogo ?? '',
      systemWebBottomCompany: values.systemWebBottomCompany ?? '',
      systemWebBottomPhone: values.systemWebBottomPhone ?? '',
      systemWebBottomEmail: values.systemWebBottomEmail ?? '',
      homeCurrency: homeCurrencyOf(values.homeCurrency)?.currency,
      rates: homeCurrencyOf(values.homeCurrency)?.rates ?? {},
    });
  }, [loaded]);

  const save = useMutation({
    mutationFn: (input: SystemConfigValues) =>
      updateTenantCustomisation(tenantId!, {
        list: [
          { key: 'systemName', value: input.nameZh },
          { key: 'systemNameI18n', value: JSON.stringify({ zh_CN: input.nameZh, en_US: input.nameEn }) },
          { key: 'systemLogo', value: input.systemLogo },
          { key: 'iesScreenSystemLogo', value: input.iesScreenSystemLogo },
          { key: 'systemWebBottomCompany', value: input.systemWebBottomCompany },
          { key: 'systemWebBottomPhone', value: input.systemWebBottomPhone },
          { key: 'systemWebBottomEmail', value: input.systemWebBottomEmail },
          ...(input.homeCurrency ? [{ key: 'homeCurrency' as const, value: homeCurrencyValue(input) }] : []),
        ],
      }),
    onSuccess: (answer) => {
      // The header and footer read this cache entry: the change shows without a reload.
      queryClient.setQueryData(customisationKeys.ofTenant(tenantId!), answer);
      message.success(t('systemConfig.saved'));
    },
    onError: (error) => {
      const fields =
        error instanceof ApiError && error.status === 422
          ? ((error.data as { fields?: { field: string; message: string }[] })?.fields ?? [])
          : [];
      if (fields.length === 0) {
        message.error(error.message);
        return;
      }
      form.setFields(
        fields.map(({ field, message: text }) => ({ name: FIELD_OF_KEY[field] ?? 'nameZh', errors: [text] })),
      );
    },
  });

  if (!tenantId) return null;
  return (
    <Card title={t('route.systemConfig')} data-testid="system-config">
      <Form<SystemConfigValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        disabled={!isManager}
        onFinish={(input) => save.mutate(input)}
      >
        <Form.Item name="nameZh" label={t('systemConfig.nameZh')} rules={[schemaRule(systemName)]}>
          <Input data-testid="system-name-zh" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('systemConfig.nameEn')} rules={[schemaRule(systemName)]}>
          <Input data-testid="system-name-en" />
        </Form.Item>
        {LOGO_FIELDS.map(([name, label, purpose, maxBytes]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            extra={t('systemConfig.logoHint', { limit: formatByteLimit(maxBytes) })}
          >
            <LogoUpload purpose={purpose} testId={purpose} />
          </Form.Item>
        ))}
        {FOOTER_FIELDS.map(([name, label, testId]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            rules={[schemaRule(customizationValueSchemas[name])]}
          >
            <Input data-testid={testId} />
          </Form.Item>
        ))}
        <Form.Item
          name="homeCurrency"
          label={t('systemConfig.homeCurrency')}
          extra={t('systemConfig.homeCurrencyHint')}
        >
          <Select
            allowClear
            style={{ width: 160 }}
            data-testid="home-currency"
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(before, after) => before.homeCurrency !== after.homeCurrency}>
          {({ getFieldValue }) => {
            const home = getFieldValue('homeCurrency') as Currency | undefined;
            if (!home) return null;
            return (
              <Form.Item label={t('systemConfig.rates')}>
                <Space wrap>
                  {CURRENCIES.filter((currency) => currency !== home).map((currency) => (
                    <Form.Item key={currency} name={['rates', currency]} noStyle>
                      <InputNumber
                        min={0.000001}
                        max={EXCHANGE_RATE_MAX}
                        style={{ width: 200 }}
                        addonBefore={`1 ${currency} =`}
                        addonAfter={home}
                        data-testid={`rate-${currency}`}
                      />
                    </Form.Item>
                  ))}
                </Space>
              </Form.Item>
            );
          }}
        </Form.Item>
        {isManager ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="system-config-save">
            {t('systemConfig.save')}
          </Button>
        ) : (
          <span>{t('systemConfig.managerOnly')}</span>
        )}
      </Form>
    </Card>
  );
}
