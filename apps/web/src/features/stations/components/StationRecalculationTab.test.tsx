import type { RecalculationTask } from '@ies/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp } from '../../../test/renderApp';
import { signInAsManager, TENANT_ID } from '../../../test/stationFixtures';
import { StationRecalculationTab } from './StationRecalculationTab';

const STATION = 'st-1';
const base = `/api/out-wrapper/group/tenants/${TENANT_ID}/group/${STATION}`;

function task(patch: Partial<RecalculationTask>): RecalculationTask {
  return {
    id: 't1',
    station_id: STATION,
    kind: 'rollups',
    things_id: null,
    begin_time: '2026-11-01T00:00:00.000Z',
    end_time: '2026-11-02T00:00:00.000Z',
    status: 'done',
    progress: 100,
    error: null,
    created_at: '2026-11-02T01:00:00.000Z',
    finished_at: '2026-11-02T01:01:00.000Z',
    ...patch,
  };
}

describe('StationRecalculationTab', () => {
  it('lists a tariff change’s revenue recomputation beside the data calibrations, with its progress', async () => {
    signInAsManager();
    const { fetchStub } = jsonRoutes({
      [`GET ${base}/recalculation`]: () => ({
        list: [
          task({ id: 't2', kind: 'revenue', status: 'running', progress: 40, finished_at: null }),
          task({ id: 't1', things_id: 'pcs-1' }),
        ],
      }),
      [`GET ${base}/things-without-page`]: () => ({ list: [] }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInApp(<StationRecalculationTab stationId={STATION} canEdit={false} />);

    const revenueRow = (await screen.findByText('电价变更后重算收益')).closest('tr')!;
    expect(within(revenueRow).getByText('计算中')).toBeInTheDocument();
    expect(within(revenueRow).getByText('40%')).toBeInTheDocument();
    expect(within(revenueRow).getByText('—')).toBeInTheDocument();
    const calibrationRow = screen.getByText('数据校准').closest('tr')!;
    expect(within(calibrationRow).getByText('pcs-1')).toBeInTheDocument();
    expect(within(calibrationRow).getByText('已完成')).toBeInTheDocument();
  });
});
