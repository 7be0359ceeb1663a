import { SimpleRuleForm } from '../features/alarms/components/SimpleRuleForm';

export default function AddTriggerManagePage() {
  return <SimpleRuleForm />;
}
