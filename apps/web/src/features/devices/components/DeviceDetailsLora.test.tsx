import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppOn } from '../../../test/renderApp';
import { fakeApi } from '../../../test/fakeApi';
import { aDevice, signInAsMerchant } from '../testing/deviceFixtures';

const DETAILS = '/Container/DeviceManager/DeviceList/DeviceDetails';
const CONFIG = {
  power_dbm: 17,
  start_frequency_mhz: 470.3,
  tx_delay_ms: 100,
  beacon_window_ms: 60_000,
  slot_width_ms: 50,
  scan_interval_s: 30,
  refresh_interval_s: 30,
  network_id: '1a2b3c4d',
  network_key: '000102030405060708090a0b0c0d0e0f',
};
const command = {
  command_id: 'c1',
  state: 'replied',
  requested_at: '2026-11-28T08:00:00Z',
  finished_at: null,
  error_code: null,
};

describe('DeviceDetails DTU/LoRa tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the topology and load rate of the last scan, and refuses a power of 28 at the field', async () => {
    const api = fakeApi({
      'GET /api/devices/gw-1': () => ({ body: aDevice({ id: 'gw-1', type_name: 'DTU_LORA_GATEWAY' }) }),
      'GET /api/devices/gw-1/lora': () => ({
        body: {
          device_id: 'gw-1',
          scan: {
            ...command,
            result: {
              channels: [{ channel: 0, frequency_mhz: 470.3, rssi_dbm: -110, busy_percent: 30 }],
              load_rate_percent: 42.5,
              current_channel: 0,
              nodes: [{ address: 'abcd0001', rssi_dbm: -90.5, snr_db: 6.2 }],
              config: CONFIG,
            },
          },
          configuration: null,
          applied_config: CONFIG,
          applied_at: '2026-11-28T08:00:01Z',
        },
      }),
    });
    signInAsMerchant();
    const user = renderAppOn(api, `${DETAILS}?id=gw-1&tab=lora`, { pointerEventsCheck: 0 });
    expect(await screen.findByTestId('lora-node-abcd0001')).toHaveTextContent('RSSI -90.5 dBm · SNR 6.2 dB');
    expect(screen.getByTestId('lora-load-rate')).toHaveTextContent('42.5%');
    const power = screen.getByTestId('lora-config-power_dbm');
    await waitFor(() => expect(power).toHaveValue('17'));
    await user.clear(power);
    await user.type(power, '28');
    await user.click(screen.getByTestId('lora-config-send'));
    expect(await screen.findByText('请输入 2–27 之间的数字')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/devices/gw-1/lora/config')).toHaveLength(0);
  }, 60_000);
});
