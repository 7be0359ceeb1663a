import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonRoutes } from '../../../test/jsonRoutes';
import { renderInApp, UrlProbe } from '../../../test/renderApp';
import { MANAGER_ALICE, signedInForEachTest } from '../../../test/session';
import { AddTriggerManage } from './AddTriggerManage';

signedInForEachTest(MANAGER_ALICE);

describe('AddTriggerManage', () => {
  it('shows the simple rule form, and the expert mode leads to EditExpertTrigger', async () => {
    const { fetchStub } = jsonRoutes({
      'GET /api/stations': () => ({
        list: [],
        pagination: { total_size: 0, current_page: 1, page_size: 999 },
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInApp(
      <>
        <AddTriggerManage />
        <UrlProbe />
      </>,
    );
    const user = userEvent.setup();
    expect(await screen.findByLabelText('数据点')).toBeInTheDocument();
    await user.click(screen.getByText('专家规则'));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /StationManagement\/AlarmList\/EditExpertTrigger$/,
    );
  }, 60_000);
});
