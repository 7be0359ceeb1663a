import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { renderAppOn } from '../test/renderApp';
import { signInAsManager } from '../test/stationFixtures';

const UNKNOWN = '0b9e8a52-6a57-4d8e-9f7e-3f1d7c1b2a90';

// The station detail page's chunk is large: on a loaded machine it takes seconds to load in jsdom.
/** Detail routes with a missing, malformed or unknown (or another tenant's: the same 404) id. */
const cases: Array<[string, string]> = [
  ['station detail without an id', '/Container/StationManagement/StationList/StationDetail'],
  [
    'station detail with a malformed id',
    '/Container/StationManagement/StationList/StationDetail?id=12%27%3B',
  ],
  ['station edit with an unknown id', `/Container/StationManagement/StationList/StationEdit?id=${UNKNOWN}`],
  ['device with an unknown id', '/Container/DeviceManager/DeviceList/DeviceDetails?id=NOPE-1'],
  [
    'device type with an unknown id',
    `/Container/DeviceManager/DeviceTypeList/DeviceTypeDetail?id=${UNKNOWN}`,
  ],
  ['price without an id', '/Container/StationManagement/PriceList/PriceDetail'],
  ['price with an unknown id', `/Container/StationManagement/PriceList/PriceDetail?id=${UNKNOWN}`],
  [
    'strategy with an unknown id',
    `/Container/StationManagement/StationBatchStrategyList/StationStrategyDetail?id=${UNKNOWN}`,
  ],
  ['simple alarm rule without an id', '/Container/StationManagement/AlarmList/EditSimpleTrigger'],
  [
    'simple alarm rule with an unknown id',
    `/Container/StationManagement/AlarmList/EditSimpleTrigger?id=${UNKNOWN}`,
  ],
  [
    'expert alarm rule with a malformed id',
    '/Container/StationManagement/AlarmList/EditExpertTrigger?id=abc',
  ],
];

describe('a detail page with a bad address', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each(cases)(
    '%s says it is not found or not yours, with the way back',
    async (_, address) => {
      signInAsManager();
      const user = renderAppOn(fakeApi({}), address, { pointerEventsCheck: 0 });
      const panel = await screen.findByTestId('missing-record', {}, { timeout: 20_000 });
      expect(panel).toHaveTextContent('未找到该记录，或您无权查看');
      await user.click(screen.getByRole('button', { name: '返回列表' }));
      expect(await screen.findByTestId('location')).not.toHaveTextContent(/Detail|Edit/);
    },
    40_000,
  );
});
