import { useSearchParams } from 'react-router';
import { SimpleRuleForm } from '../components/SimpleRuleForm';

/** StationManagement/AlarmList/EditSimpleTrigger?id=<rule id>. */
export default function EditSimpleTriggerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <SimpleRuleForm ruleId={id} /> : null;
}
