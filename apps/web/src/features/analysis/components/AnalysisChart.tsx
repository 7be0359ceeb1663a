import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// ECharts is large: it loads with the first chart, not with the analysis pages.
const ReactECharts = lazy(() => import('echarts-for-react'));

/** One ECharts chart of the analysis screens. */
export function AnalysisChart({
  option,
  height = 300,
  testId,
}: {
  option: object;
  height?: number;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Suspense fallback={<Spin />}>
        <ReactECharts option={option} notMerge style={{ height }} />
      </Suspense>
    </div>
  );
}
