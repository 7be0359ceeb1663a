import { useSearchParams } from 'react-router';
import { ExpertRuleForm } from '../components/ExpertRuleForm';

/** StationManagement/AlarmList/EditExpertTrigger[?id=<rule id>]: a new expert rule, or the stored one. */
export default function EditExpertTriggerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <ExpertRuleForm key={id ?? 'new'} ruleId={id ?? undefined} />;
}
