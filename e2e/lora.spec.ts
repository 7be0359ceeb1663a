import { SimulatedLoraGateway } from '@ies/simulator';
import { merchantWithDeviceTypes, ok } from './support/accounts';
import { signInWithPassword, uniqueSuffix } from './support/identity';
import { freePort, startPlatformServer } from './support/platformServer';
import { type Page, expect, request as playwrightRequest, test } from './support/test';

// Issue 32 items 5 and 6's journey. The gateway is one the test provisions (API) and runs with the
// simulator's own LoRa gateway (SimulatedLoraGateway) on the server's real MQTT broker, rather than
// the demo's (demo-suzhou-lora_gw_1, whose journey is e2e/demo-operations.spec.ts). In Chromium:
// open the gateway's DTU/LoRa analysis, run a channel scan, see the topology (gateway → nodes with
// RSSI and SNR) and the load rate, refuse an out-of-range power at the field, send a configuration
// the gateway applies, and recall a log file that arrives fetched.

test.describe.configure({ timeout: 90_000 });

const numberInput = (page: Page, field: string) =>
  page
    .locator(`input[data-testid="lora-config-${field}"], [data-testid="lora-config-${field}"] input`)
    .first();

test('DTU/LoRa analysis: scan, topology, a configuration refused at the field then applied by the gateway; a file recall', async ({
  browser,
}) => {
  const port = await freePort();
  const mqttPort = await freePort();
  const server = await startPlatformServer(port, { MQTT_PORT: String(mqttPort) });
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  let gateway: SimulatedLoraGateway | undefined;
  try {
    const { account, auth, typeId } = await merchantWithDeviceTypes(api);
    const id = `lora-${uniqueSuffix().slice(-8)}`;
    const created = await ok<{ key: string }>(
      await api.post('/api/devices', {
        headers: auth,
        data: { id, name: `LoRa网关_${id.slice(-4)}`, type_id: typeId('DTU_LORA_GATEWAY') },
      }),
    );
    gateway = new SimulatedLoraGateway({
      brokerUrl: `mqtt://127.0.0.1:${mqttPort}`,
      credentials: { id, key: created.key },
    });
    await gateway.connect();
    await signInWithPassword(page, api, account.username, account.password);
    await page.goto(`/Container/DeviceManager/DeviceList/DeviceDetails?id=${id}&tab=lora`);
    await expect(page.getByTestId('lora-tab')).toBeVisible();

    await test.step('a channel scan shows the channels, the load rate and the topology', async () => {
      await page.getByTestId('lora-scan').click();
      await expect(page.locator('[data-testid="lora-scan-state"][data-state="replied"]')).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('lora-channels').locator('tbody tr.ant-table-row')).toHaveCount(8);
      await expect(page.getByTestId('lora-load-rate')).toContainText(`${gateway!.radio.loadRatePercent}%`);
      for (const node of gateway!.radio.nodes) {
        await expect(page.getByTestId(`lora-node-${node.address}`)).toContainText(
          `RSSI ${node.rssi_dbm} dBm · SNR ${node.snr_db} dB`,
        );
      }
      await expect(page.getByTestId('lora-applied-power_dbm')).toHaveText('17');
    });

    await test.step('an out-of-range power is refused at the field; nothing is sent', async () => {
      await expect(numberInput(page, 'power_dbm')).toHaveValue('17');
      await numberInput(page, 'power_dbm').fill('28');
      await page.getByTestId('lora-config-send').click();
      await expect(page.locator('.ant-form-item-explain-error').first()).toContainText('2–27');
      await expect(page.getByTestId('lora-config-state')).toHaveCount(0);
      expect(gateway!.radio.config.power_dbm).toBe(17);
    });

    await test.step('a configuration within B §5 is applied by the simulated gateway', async () => {
      await numberInput(page, 'power_dbm').fill('20');
      await numberInput(page, 'start_frequency_mhz').fill('472.5');
      await page.getByTestId('lora-config-send').click();
      await expect(page.locator('[data-testid="lora-config-state"][data-state="replied"]')).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('lora-applied-power_dbm')).toHaveText('20');
      await expect(page.getByTestId('lora-applied-start_frequency_mhz')).toHaveText('472.5');
      expect(gateway!.radio.config.power_dbm).toBe(20);
      expect(gateway!.radio.channel).toBe(11);
    });

    await test.step('a log file is recalled: the command is sent, then the file fetched', async () => {
      await page.goto(`/Container/DeviceManager/DeviceList/DeviceDetails?id=${id}&tab=recall`);
      await page.getByTestId('file-recall-start').click();
      await expect(page.locator('[data-testid="file-recall-state"][data-state="fetched"]')).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('file-recall-download')).toBeVisible();
    });
  } finally {
    await gateway?.close().catch(() => {});
    await context.close();
    await api.dispose();
    await server.stop();
  }
});
