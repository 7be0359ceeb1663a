import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { customReportKeys, fetchCustomReport } from '../api/customReports';
import { CustomReportForm } from '../components/CustomReportForm';

/** A new report, or the one named by `?id=`. */
export default function CustomReportEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const report = useQuery({
    queryKey: customReportKeys.one(id ?? ''),
    queryFn: () => fetchCustomReport(id!),
    enabled: !!id,
  });
  if (id && !report.data) return <Spin />;
  return <CustomReportForm key={id ?? 'new'} report={report.data} />;
}
