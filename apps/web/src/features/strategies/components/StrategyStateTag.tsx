import type { StrategyApplyState, StrategyStation } from '@ies/contracts';
import { Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { reasonText, STATE_COLORS } from '../utils/modes';

/** A push state as a tag; a failure carries its translated reason beside it. */
export function StrategyStateTag({
  state,
  reason,
  testId,
}: {
  state: StrategyApplyState | null;
  reason?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const text = reasonText(reason);
  const tag = (
    <Tag color={state ? STATE_COLORS[state] : 'default'} data-testid={testId}>
      {t(`strategies.state.${state ?? 'none'}`)}
    </Tag>
  );
  if (!text) return tag;
  return (
    <span>
      <Tooltip title={text}>{tag}</Tooltip>
      <span
        style={{ color: state === 'failed' ? '#cf1322' : undefined }}
        data-testid={testId && `${testId}-reason`}
      >
        {text}
      </span>
    </span>
  );
}

/** The state column of a strategy's stations; each tag's test id ends with the station's name. */
export function stationStateColumn(title: string, testIdPrefix: string): ColumnType<StrategyStation> {
  return {
    title,
    key: 'state',
    render: (_, row) => (
      <StrategyStateTag
        state={row.state}
        reason={row.reason}
        testId={`${testIdPrefix}-${row.station_name ?? row.station_id}`}
      />
    ),
  };
}
