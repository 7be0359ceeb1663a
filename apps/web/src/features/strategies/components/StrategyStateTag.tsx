import type { StrategyApplyState } from '@ies/contracts';
import { Tag, Tooltip } from 'antd';
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
