import type { StrategyRange } from '@ies/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODE_COLORS, modeLabel, modeSetting } from '../utils/modes';

/** A strategy's ranges, read-only. */
export function RangesTable({ ranges }: { ranges: readonly StrategyRange[] }) {
  const { t } = useTranslation();
  return (
    <Table<StrategyRange>
      size="small"
      rowKey={(range) => `${range.start}-${range.end}`}
      pagination={false}
      dataSource={[...ranges]}
      data-testid="strategy-ranges"
      scroll={{ x: 800 }}
      columns={[
        { title: t('strategies.fields.start'), key: 'start', dataIndex: 'start' },
        { title: t('strategies.fields.end'), key: 'end', dataIndex: 'end' },
        {
          title: t('strategies.fields.mode'),
          key: 'mode',
          render: (_, range) => <Tag color={MODE_COLORS[range.mode]}>{modeLabel(range.mode)}</Tag>,
        },
        { title: t('strategies.fields.setting'), key: 'setting', render: (_, range) => modeSetting(range) },
        { title: t('strategies.fields.chargePower'), key: 'charge', dataIndex: 'charge_power_kw' },
        { title: t('strategies.fields.dischargePower'), key: 'discharge', dataIndex: 'discharge_power_kw' },
        {
          title: 'SOC',
          key: 'soc',
          render: (_, range) => `${range.soc_min}–${range.soc_max} %`,
        },
      ]}
    />
  );
}
