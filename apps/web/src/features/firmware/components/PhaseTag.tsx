import type { FirmwareTaskPhase, FirmwareTaskState } from '@ies/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const PHASE_COLOURS: Record<FirmwareTaskPhase, string> = {
  scheduled: 'default',
  running: 'processing',
  paused: 'warning',
  awaiting_approval: 'gold',
  finished: 'success',
  cancelled: 'default',
};
const STATE_COLOURS: Record<FirmwareTaskState, string> = {
  to_push: 'default',
  pushed: 'blue',
  upgrading: 'processing',
  success: 'success',
  fail: 'error',
};

export function PhaseTag({ phase }: { phase: FirmwareTaskPhase }) {
  const { t } = useTranslation();
  return (
    <Tag color={PHASE_COLOURS[phase]} data-testid="task-phase" data-phase={phase}>
      {t(`firmware.phases.${phase}`)}
    </Tag>
  );
}

export function StateTag({ state }: { state: FirmwareTaskState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOURS[state]} data-state={state}>
      {t(`firmware.states.${state}`)}
    </Tag>
  );
}
