import { useSearchParams } from 'react-router';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';
import { ExpertRuleForm } from '../components/ExpertRuleForm';
import { ALARM_LIST_ROUTE } from '../utils/routes';

/** StationManagement/AlarmList/EditExpertTrigger[?id=<rule id>]: a new expert rule, or the stored one. */
export default function EditExpertTriggerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // Without an id the form makes a new rule (AddTriggerManage links here); a bad id names none.
  if (id !== null && !isRecordId(id)) return <MissingRecord backTo={ALARM_LIST_ROUTE} />;
  return <ExpertRuleForm key={id ?? 'new'} ruleId={id ?? undefined} />;
}
