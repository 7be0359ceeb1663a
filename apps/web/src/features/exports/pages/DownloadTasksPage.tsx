import { Space } from 'antd';
import { Deliveries } from '../components/Deliveries';
import { DownloadTasks } from '../components/DownloadTasks';

export default function DownloadTasksPage() {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <DownloadTasks />
      <Deliveries />
    </Space>
  );
}
