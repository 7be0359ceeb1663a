import {
  CUSTOM_REPORT_CYCLES,
  CUSTOM_REPORT_DIMENSIONS,
  CUSTOM_REPORT_POINTS,
  type CustomReport,
  type CustomReportInput,
  customReportInputSchema,
  STATISTIC_METHODS,
} from '@ies/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../ui/apiError';
import { fieldRule } from '../../../ui/fieldRule';
import { notifySuccess } from '../../../ui/notify';
import { serverFieldErrors } from '../../../ui/serverFormErrors';
import {
  createCustomReport,
  customReportKeys,
  fetchCustomReportOptions,
  updateCustomReport,
} from '../api/customReports';
import { customReportRoutes } from '../utils/routes';

const shape = customReportInputSchema.shape;

const EMPTY: CustomReportInput = {
  name: '',
  dimension: 'station',
  cycle: 'day',
  points: [],
  method: 'diff',
  all_stations: true,
  station_ids: [],
  shared_user_ids: [],
  enabled: true,
};

/** Report/CustomReportEdit: every field of B §3; checked with the contract, server errors at their fields. */
export function CustomReportForm({ report }: { report?: CustomReport }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<CustomReportInput>();
  const [general, setGeneral] = useState<string | null>(null);
  const options = useQuery({ queryKey: customReportKeys.options, queryFn: fetchCustomReportOptions });
  const allStations = Form.useWatch('all_stations', form) ?? report?.all_stations ?? true;
  const en = i18n.language.startsWith('en');

  const save = useMutation({
    mutationFn: (body: CustomReportInput) =>
      report ? updateCustomReport(report.id, body) : createCustomReport(body),
    onSuccess: async (saved) => {
      notifySuccess(t('customReports.form.saved'));
      await client.invalidateQueries({ queryKey: customReportKeys.all });
      navigate(customReportRoutes.detail(saved.id));
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else setGeneral(error instanceof ApiError ? error.message : String(error));
    },
  });

  const handleFinish = (values: CustomReportInput) => {
    setGeneral(null);
    save.mutate({ ...values, station_ids: values.all_stations ? [] : (values.station_ids ?? []) });
  };

  const initial = report
    ? {
        name: report.name,
        dimension: report.dimension,
        cycle: report.cycle,
        points: report.points,
        method: report.method,
        all_stations: report.all_stations,
        station_ids: report.station_ids,
        shared_user_ids: report.shared_user_ids,
        enabled: report.enabled,
      }
    : EMPTY;

  return (
    <Card
      title={t(report ? 'customReports.form.editTitle' : 'customReports.form.addTitle')}
      data-testid="custom-report-form"
    >
      {general && <Alert type="error" title={general} style={{ marginBottom: 16 }} />}
      <Form<CustomReportInput>
        form={form}
        layout="horizontal"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 14 }}
        initialValues={initial}
        onFinish={handleFinish}
      >
        <Form.Item
          name="name"
          label={t('customReports.fields.name')}
          required
          rules={[fieldRule(shape.name)]}
        >
          <Input data-testid="custom-report-name" />
        </Form.Item>
        <Form.Item name="dimension" label={t('customReports.fields.dimension')} required>
          <Radio.Group
            options={CUSTOM_REPORT_DIMENSIONS.map((d) => ({
              value: d,
              label: t(`customReports.dimension.${d}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="cycle" label={t('customReports.fields.cycle')} required>
          <Radio.Group
            options={CUSTOM_REPORT_CYCLES.map((c) => ({ value: c, label: t(`customReports.cycle.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="points"
          label={t('customReports.fields.points')}
          required
          extra={t('customReports.form.pointsHint')}
          rules={[fieldRule(shape.points, [])]}
        >
          <Select
            mode="multiple"
            maxCount={CUSTOM_REPORT_POINTS.max}
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isLoading}
            data-testid="custom-report-points"
            options={(options.data?.points ?? []).map((p) => ({
              value: p.name,
              label: `${en ? p.en : p.zh}${p.unit ? ` (${p.unit})` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="method"
          label={t('customReports.fields.method')}
          required
          extra={t('customReports.form.methodHint')}
        >
          <Select
            data-testid="custom-report-method"
            options={STATISTIC_METHODS.map((m) => ({ value: m, label: t(`customReports.method.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="all_stations" label={t('customReports.fields.stations')} required>
          <Radio.Group
            options={[
              { value: true, label: t('customReports.fields.allStations') },
              { value: false, label: t('customReports.fields.designated') },
            ]}
          />
        </Form.Item>
        {!allStations && (
          <Form.Item name="station_ids" label={t('customReports.fields.stationIds')} required>
            <Select
              mode="multiple"
              data-testid="custom-report-stations"
              showSearch={{ optionFilterProp: 'label' }}
              options={(options.data?.stations ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="shared_user_ids" label={t('customReports.fields.shared')}>
          <Select
            mode="multiple"
            data-testid="custom-report-shares"
            showSearch={{ optionFilterProp: 'label' }}
            options={(options.data?.sub_users ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('customReports.fields.enabled')} valuePropName="checked">
          <Switch data-testid="custom-report-enabled" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Space>
            <Button onClick={() => navigate(customReportRoutes.list)}>
              {t('customReports.form.cancel')}
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="custom-report-save"
            >
              {t('customReports.form.save')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
