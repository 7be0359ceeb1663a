import { CustomReportList } from '../components/CustomReportList';

export default function CustomReportListPage() {
  return <CustomReportList />;
}
