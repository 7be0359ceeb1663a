import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { containerPath } from '../lib/paths';

interface MissingRecordProps {
  /** The list route (below /Container) the user goes back to. */
  backTo: string;
}

/**
 * A detail page whose id is missing, malformed, unknown or another tenant's: one panel saying so
 * with the way back, instead of an empty form or a blank area (issue 34 item 6).
 */
export function MissingRecord({ backTo }: MissingRecordProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleBack = () => navigate(containerPath(backTo));
  return (
    <Result
      status="404"
      data-testid="missing-record"
      title={t('missingRecord.title')}
      subTitle={t('missingRecord.description')}
      extra={
        <Button type="primary" onClick={handleBack}>
          {t('missingRecord.back')}
        </Button>
      }
    />
  );
}

/** Ids the server hands out are UUIDs; anything else cannot name a record. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(id: string | null | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
