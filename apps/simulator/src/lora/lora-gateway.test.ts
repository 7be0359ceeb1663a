import { describe, expect, it } from 'vitest';
import { checkSiteSpec } from '../site/site-config';
import { DEFAULT_LORA_CONFIG, LoraRadio, loraNodesOf, recalledFile } from './lora-gateway';

describe('the simulated LoRa radio', () => {
  it('scans 8 channels from its start frequency and reports its nodes and settings', () => {
    const radio = new LoraRadio('gw-1');
    const scan = radio.scan();
    expect(scan.channels.map((c) => c.frequency_mhz)).toEqual([
      470.3, 470.5, 470.7, 470.9, 471.1, 471.3, 471.5, 471.7,
    ]);
    expect(scan.current_channel).toBe(0);
    expect(scan.nodes).toEqual(loraNodesOf('gw-1'));
    expect(scan.config).toEqual(DEFAULT_LORA_CONFIG);
    for (const node of scan.nodes) expect(node.address).toMatch(/^[0-9a-f]{8}$/);
  });

  it('applies settings within B §5 and refuses one outside, keeping the old ones', () => {
    const radio = new LoraRadio('gw-2');
    expect(radio.configure({ ...DEFAULT_LORA_CONFIG, power_dbm: 28 }).ok).toBe(false);
    expect(radio.configure({ ...DEFAULT_LORA_CONFIG, start_frequency_mhz: 470.4 }).ok).toBe(false);
    expect(radio.config).toEqual(DEFAULT_LORA_CONFIG);
    expect(radio.configure({ ...DEFAULT_LORA_CONFIG, start_frequency_mhz: 488.7 }).ok).toBe(true);
    expect(radio.channel).toBe(92);
  });

  it('recalled files are the same bytes each time', () => {
    expect(recalledFile('gw-1', 'log').bytes.equals(recalledFile('gw-1', 'log').bytes)).toBe(true);
    expect(recalledFile('gw-1', 'data', 'day.csv').fileName).toBe('day.csv');
  });

  it('a site file may list LoRa gateways with their keys', () => {
    const site = { id: 's', latitude: 30, longitude: 120, tz_offset_minutes: 480, devices: [] };
    expect(
      checkSiteSpec({ ...site, lora_gateways: [{ id: 'gw', key: 'k'.repeat(8) }] }).lora_gateways,
    ).toHaveLength(1);
    expect(() => checkSiteSpec({ ...site, lora_gateways: [{ id: 'gw' }] })).toThrow(/lora_gateways/);
  });
});
