import { useSearchParams } from 'react-router';
import { isRecordId, MissingRecord } from '../../../ui/MissingRecord';
import { SimpleRuleForm } from '../components/SimpleRuleForm';
import { ALARM_LIST_ROUTE } from '../utils/routes';

/** StationManagement/AlarmList/EditSimpleTrigger?id=<rule id>. */
export default function EditSimpleTriggerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return isRecordId(id) ? <SimpleRuleForm ruleId={id} /> : <MissingRecord backTo={ALARM_LIST_ROUTE} />;
}
