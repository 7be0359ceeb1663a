import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { customReportKeys, fetchCustomReport } from '../api/customReports';
import { CustomReportDetail } from '../components/CustomReportDetail';

/** The report named by `?id=`, run for a chosen period. */
export default function CustomReportDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const report = useQuery({
    queryKey: customReportKeys.one(id),
    queryFn: () => fetchCustomReport(id),
    enabled: !!id,
  });
  if (!report.data) return <Spin />;
  return <CustomReportDetail key={id} report={report.data} />;
}
