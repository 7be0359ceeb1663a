import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRICE_DAY_END,
  PRICE_PERIOD_PROPERTIES,
  PRICE_PERIOD_PROPERTY_LABELS,
  PRICE_PERIODS_PER_DAY_MAX,
} from '@ies/contracts';
import { Button, Form, Input, InputNumber, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelIn } from '../../../ui/labels';
import type { PriceFormValues } from '../utils/formValues';
import { pricePeriodSchema } from '@ies/contracts';
import { fieldRule } from '../../../ui/fieldRule';

export const PRICE_INPUT = { step: 0.01, style: { width: '100%' } } as const;

interface Props {
  /** The list's name where it sits (relative inside another Form.List). */
  listName: (string | number)[];
  /** The list's full path in the form. */
  path: (string | number)[];
  testPrefix: string;
}

/** A day plan's periods as an editable table: property, start, end (HH:mm), price. */
export function PeriodsEditor({ listName, path, testPrefix }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name={listName}>
      {(rows, { add, remove }) => (
        <>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={rows}
            title={() => `${t('prices.fields.periods')} (${t('prices.form.timeHint')})`}
            data-testid={testPrefix === 'price-period' ? 'price-periods' : `${testPrefix}s`}
            columns={[
              {
                title: t('prices.fields.property'),
                key: 'property',
                width: 150,
                render: (_, row) => (
                  <Form.Item name={[row.name, 'property']} noStyle={false} style={{ margin: 0 }}>
                    <Select
                      aria-label={t('prices.fields.property')}
                      options={PRICE_PERIOD_PROPERTIES.map((value) => ({
                        value,
                        label: labelIn(PRICE_PERIOD_PROPERTY_LABELS, value),
                      }))}
                    />
                  </Form.Item>
                ),
              },
              ...(['start', 'end'] as const).map((part) => ({
                title: t(`prices.fields.${part}`),
                key: part,
                render: (_: unknown, row: { name: number }) => (
                  <Form.Item
                    name={[row.name, part]}
                    style={{ margin: 0 }}
                    rules={[fieldRule(pricePeriodSchema.shape[part])]}
                  >
                    <Input
                      placeholder="HH:mm"
                      aria-label={`${t(`prices.fields.${part}`)} ${row.name + 1}`}
                      data-testid={`${testPrefix}-${row.name}-${part}`}
                    />
                  </Form.Item>
                ),
              })),
              {
                title: t('prices.fields.price'),
                key: 'price',
                render: (_, row) => (
                  <Form.Item
                    name={[row.name, 'price']}
                    style={{ margin: 0 }}
                    rules={[fieldRule(pricePeriodSchema.shape.price)]}
                  >
                    <InputNumber {...PRICE_INPUT} data-testid={`${testPrefix}-${row.name}-price`} />
                  </Form.Item>
                ),
              },
              {
                key: 'remove',
                width: 48,
                render: (_, row) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('prices.common.remove')}
                    disabled={rows.length <= 1}
                    onClick={() => remove(row.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            disabled={rows.length >= PRICE_PERIODS_PER_DAY_MAX}
            data-testid={`${testPrefix}-add`}
            onClick={() => {
              // A new period starts where the last one ends; the user splits the day from there.
              const periods = (form.getFieldValue(path) ?? []) as PriceFormValues['config']['periods'];
              const last = periods.at(-1);
              add({ property: 'flat', start: last?.end ?? '00:00', end: PRICE_DAY_END, price: null });
            }}
          >
            {t('prices.form.addPeriod')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
