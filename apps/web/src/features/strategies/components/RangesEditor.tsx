import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRICE_DAY_END,
  STRATEGY_MODE_FIELDS,
  STRATEGY_MODES,
  STRATEGY_RANGES_MAX,
  type StrategyMode,
} from '@ies/contracts';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormRange } from '../utils/formValues';
import { modeLabel } from '../utils/modes';

/** kW inputs: zero or more; the contract allows 3 decimals and the check says so rather than rounding. */
const KW_INPUT = { min: 0, step: 0.001, style: { width: 160 } } as const;
const SOC_INPUT = { min: 0, max: 100, step: 1, style: { width: 110 } } as const;

/** Each mode's own fields with their labels (STRATEGY_MODE_FIELDS says which a mode needs). */
const MODE_FIELD_LABELS: Record<string, string> = {
  grid_import_threshold_kw: 'strategies.fields.gridImportThreshold',
  demand_target_kw: 'strategies.fields.demandTarget',
  max_export_kw: 'strategies.fields.maxExport',
  response_start: 'strategies.fields.responseStart',
  response_end: 'strategies.fields.responseEnd',
  response_target_kw: 'strategies.fields.responseTarget',
};

function RangeRow({
  name,
  index,
  onRemove,
  removable,
}: {
  name: number;
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useTranslation();
  const mode = Form.useWatch(['ranges', name, 'mode']) as StrategyMode | undefined;
  const own = mode ? STRATEGY_MODE_FIELDS[mode] : [];
  const label = (key: string) => t(key as 'strategies.fields.start');
  const testId = (field: string) => `strategy-range-${index}-${field}`;
  return (
    <Card
      size="small"
      style={{ marginBottom: 8 }}
      title={t('strategies.form.rangeTitle', { index: index + 1 })}
      data-testid={`strategy-range-${index}`}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('strategies.common.remove')} ${index + 1}`}
          disabled={!removable}
          onClick={onRemove}
        />
      }
    >
      <Space wrap align="start" size="middle">
        {(['start', 'end'] as const).map((part) => (
          <Form.Item key={part} name={[name, part]} label={label(`strategies.fields.${part}`)} required>
            <Input placeholder="HH:mm" maxLength={5} style={{ width: 90 }} data-testid={testId(part)} />
          </Form.Item>
        ))}
        <Form.Item name={[name, 'mode']} label={label('strategies.fields.mode')} required>
          <Select
            style={{ width: 150 }}
            aria-label={`${label('strategies.fields.mode')} ${index + 1}`}
            data-testid={testId('mode')}
            options={STRATEGY_MODES.map((value) => ({ value, label: modeLabel(value) }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'charge_power_kw']} label={label('strategies.fields.chargePower')} required>
          <InputNumber {...KW_INPUT} data-testid={testId('charge')} />
        </Form.Item>
        <Form.Item
          name={[name, 'discharge_power_kw']}
          label={label('strategies.fields.dischargePower')}
          required
        >
          <InputNumber {...KW_INPUT} data-testid={testId('discharge')} />
        </Form.Item>
        <Form.Item name={[name, 'soc_min']} label={label('strategies.fields.socMin')} required>
          <InputNumber {...SOC_INPUT} data-testid={testId('soc-min')} />
        </Form.Item>
        <Form.Item name={[name, 'soc_max']} label={label('strategies.fields.socMax')} required>
          <InputNumber {...SOC_INPUT} data-testid={testId('soc-max')} />
        </Form.Item>
        {/* Only the chosen mode's own fields are shown (and sent). */}
        {own.map((field) => (
          <Form.Item
            key={field}
            name={[name, field]}
            label={label(MODE_FIELD_LABELS[field] ?? field)}
            required
          >
            {field.endsWith('_kw') ? (
              <InputNumber {...KW_INPUT} data-testid={testId(field)} />
            ) : (
              <Input placeholder="HH:mm" maxLength={5} style={{ width: 90 }} data-testid={testId(field)} />
            )}
          </Form.Item>
        ))}
      </Space>
    </Card>
  );
}

/** The strategy's time ranges: start, end, mode with its own fields, power limits and SOC window. */
export function RangesEditor() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name="ranges">
      {(rows, { add, remove }) => (
        <div data-testid="strategy-ranges-editor">
          <div style={{ marginBottom: 8 }}>
            <strong>{t('strategies.fields.ranges')}</strong>{' '}
            <span style={{ color: '#888' }}>({t('strategies.form.rangesHint')})</span>
          </div>
          {rows.map((row, index) => (
            <RangeRow
              key={row.key}
              name={row.name}
              index={index}
              removable={rows.length > 1}
              onRemove={() => remove(row.name)}
            />
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={rows.length >= STRATEGY_RANGES_MAX}
            data-testid="strategy-range-add"
            onClick={() => {
              // A new range starts where the last one ends; the user splits the day from there.
              const ranges = (form.getFieldValue('ranges') ?? []) as FormRange[];
              const last = ranges.at(-1);
              add({
                start: last?.end ?? '00:00',
                end: PRICE_DAY_END,
                mode: 'standby',
                charge_power_kw: 0,
                discharge_power_kw: 0,
                soc_min: last?.soc_min ?? 10,
                soc_max: last?.soc_max ?? 90,
              });
            }}
          >
            {t('strategies.form.addRange')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
