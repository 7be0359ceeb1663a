import {
  BACKTEST_DAYS_MAX,
  BACKTEST_READING_INTERVAL_MAX_MIN,
  type BacktestFigures,
  type BacktestInput,
  type BacktestResult,
  STRATEGIES_MAX,
} from '@ies/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Select, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../ui/serverFormErrors';
import { fetchStrategies, runBacktest } from '../api/strategies';
import { strategyKeys } from '../api/strategyKeys';

const FIGURES: Array<keyof BacktestFigures> = [
  'revenue',
  'arbitrage',
  'pv_savings',
  'feed_in',
  'grid_bill',
  'charge_kwh',
  'discharge_kwh',
  'import_kwh',
  'export_kwh',
  'peak_import_kw',
];
const round = (value: number) => Math.round(value * 100) / 100;

interface Values {
  strategy_id?: string;
  from?: Dayjs;
  to?: Dayjs;
}

/** Figure rows: recorded, backtest and the difference (backtest − recorded). */
export function backtestRows(result: BacktestResult | undefined) {
  if (!result) return [];
  return FIGURES.map((key) => ({
    key,
    recorded: round(result.recorded[key]),
    backtest: round(result.backtest[key]),
    difference: round(result.backtest[key] - result.recorded[key]),
  }));
}

/**
 * Backtest on the station's strategy tab (issue 14 item 7): a stored strategy run on the station's
 * battery against the recorded load and PV of past days, beside what was recorded.
 */
export function StationBacktest({ stationId }: { stationId: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const showServerErrors = useServerFormErrors(form);
  const strategies = useQuery({
    queryKey: strategyKeys.everyStrategy,
    queryFn: () => fetchStrategies({ current_page: 1, page_size: STRATEGIES_MAX }),
  });
  const run = useMutation({
    mutationFn: (body: BacktestInput) => runBacktest(stationId, body),
    onError: (error) => {
      showServerErrors(error);
    },
  });
  const submit = (values: Values) => {
    run.mutate({
      strategy_id: values.strategy_id,
      from: values.from!.format('YYYY-MM-DD'),
      to: values.to!.format('YYYY-MM-DD'),
      battery: {},
    });
  };
  const result = run.data;
  return (
    <Card size="small" title={t('strategies.backtest.title')}>
      <Form<Values>
        form={form}
        layout="inline"
        onFinish={submit}
        initialValues={{ from: dayjs().subtract(30, 'day'), to: dayjs().subtract(1, 'day') }}
      >
        <Form.Item
          name="strategy_id"
          label={t('strategies.backtest.strategy')}
          rules={[{ required: true, message: t('strategies.backtest.strategyRequired') }]}
        >
          <Select
            style={{ minWidth: 200 }}
            loading={strategies.isFetching}
            data-testid="backtest-strategy"
            options={(strategies.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item
          name="from"
          label={t('strategies.backtest.from')}
          rules={[{ required: true, message: t('strategies.backtest.dateRequired') }]}
        >
          <DatePicker data-testid="backtest-from" />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('strategies.backtest.to')}
          dependencies={['from']}
          rules={[
            { required: true, message: t('strategies.backtest.dateRequired') },
            ({ getFieldValue }) => ({
              validator: (_, to: Dayjs | undefined) => {
                const from = getFieldValue('from') as Dayjs | undefined;
                if (!to || !from) return Promise.resolve();
                if (to.isBefore(from, 'day'))
                  return Promise.reject(new Error(t('strategies.backtest.toBeforeFrom')));
                if (to.diff(from, 'day') + 1 > BACKTEST_DAYS_MAX) {
                  return Promise.reject(
                    new Error(t('strategies.backtest.tooLong', { max: BACKTEST_DAYS_MAX })),
                  );
                }
                return Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker data-testid="backtest-to" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={run.isPending} data-testid="backtest-run">
            {t('strategies.backtest.run')}
          </Button>
        </Form.Item>
      </Form>
      {result ? (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <Descriptions size="small" column={4} data-testid="backtest-battery">
            <Descriptions.Item label={t('strategies.backtest.capacity')}>
              {result.battery.capacity_kwh} kWh
            </Descriptions.Item>
            <Descriptions.Item label={t('strategies.backtest.power')}>
              {result.battery.max_charge_kw} / {result.battery.max_discharge_kw} kW
            </Descriptions.Item>
            <Descriptions.Item label={t('strategies.backtest.efficiency')}>
              {round(result.battery.round_trip_efficiency * 100)} %
            </Descriptions.Item>
            <Descriptions.Item label={t('strategies.backtest.soc')}>
              {result.battery.soc_min}–{result.battery.soc_max} % ({round(result.battery.initial_soc)} %){' '}
              <span data-testid="backtest-soc-source">
                {t(`strategies.backtest.socSource.${result.battery.soc_window_source.soc_min}`)}
                {result.battery.soc_window_source.soc_max !== result.battery.soc_window_source.soc_min
                  ? ` / ${t(`strategies.backtest.socSource.${result.battery.soc_window_source.soc_max}`)}`
                  : ''}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('strategies.backtest.coverage')}>
              <span data-testid="backtest-coverage">
                {result.coverage.missing_hours > 0
                  ? t('strategies.backtest.coverageMissing', {
                      share: round(result.coverage.share * 100),
                      hours: round(result.coverage.missing_hours),
                    })
                  : t('strategies.backtest.coverageFull')}
              </span>
            </Descriptions.Item>
          </Descriptions>
          {result.coverage.missing_hours > 0 ? (
            <Alert
              type="warning"
              showIcon
              message={t('strategies.backtest.coverageHint', { minutes: BACKTEST_READING_INTERVAL_MAX_MIN })}
            />
          ) : null}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            data-testid="backtest-result"
            dataSource={backtestRows(result)}
            columns={[
              {
                title: t('strategies.backtest.figure'),
                key: 'figure',
                render: (_, row) => t(`strategies.backtest.figures.${row.key}`),
              },
              { title: t('strategies.backtest.recorded'), dataIndex: 'recorded', key: 'recorded' },
              {
                title: t('strategies.backtest.backtest'),
                key: 'backtest',
                render: (_, row) => <span data-testid={`backtest-${row.key}`}>{row.backtest}</span>,
              },
              { title: t('strategies.backtest.difference'), dataIndex: 'difference', key: 'difference' },
            ]}
          />
        </Space>
      ) : null}
    </Card>
  );
}
