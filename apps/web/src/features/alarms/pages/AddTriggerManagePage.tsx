import { AddTriggerManage } from '../components/AddTriggerManage';

/** StationManagement/AlarmList/AddTriggerManage: a simple rule, or on to the expert form. */
export default function AddTriggerManagePage() {
  return <AddTriggerManage />;
}
