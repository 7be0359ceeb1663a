import { describe, expect, it } from 'vitest';
import { CliError, MAX_BACKFILL_DAYS, parseCliOptions } from './cli-options';
import { main } from './cli';

describe('command line', () => {
  it('reads a site run with its options', () => {
    const options = parseCliOptions([
      '--sites',
      'sites.json',
      '--broker',
      'mqtt://host:1884',
      '--seed',
      'x',
      '--interval',
      '10',
      '--backfill-days',
      '3',
      '--speed',
      '120',
      '--fault',
      'PCS-1:link_loss:30',
      '--fault',
      'BMS-1:over_temperature:600',
      '--demo-faults',
    ]);
    expect(options).toMatchObject({
      mode: 'sites',
      sitesFile: 'sites.json',
      brokerUrl: 'mqtt://host:1884',
      seed: 'x',
      intervalS: 10,
      backfillDays: 3,
      speed: 120,
      backfillIntervalS: 300,
      faults: [
        { deviceId: 'PCS-1', fault: 'link_loss', durationS: 30 },
        { deviceId: 'BMS-1', fault: 'over_temperature', durationS: 600 },
      ],
      demoFaults: true,
    });
    expect(parseCliOptions(['--sites', 'sites.json']).demoFaults).toBe(false);
  });

  it('reads the demo backfill pacing: older days at a coarser step, a yield after each day', () => {
    const options = parseCliOptions([
      '--sites',
      'sites.json',
      '--backfill-interval',
      '900',
      '--backfill-older-interval',
      '3600',
      '--backfill-recent-days',
      '2',
      '--backfill-yield',
      '1',
    ]);
    expect(options).toMatchObject({
      backfillIntervalS: 900,
      backfillOlderIntervalS: 3600,
      backfillRecentDays: 2,
      backfillYield: 1,
    });
    expect(parseCliOptions(['--sites', 'a'])).toMatchObject({ backfillRecentDays: 7, backfillYield: 0 });
    expect(parseCliOptions(['--sites', 'a']).backfillOlderIntervalS).toBeUndefined();
    expect(() => parseCliOptions(['--sites', 'a', '--backfill-yield', '-1'])).toThrow(/backfill-yield/);
  });

  it('refuses what cannot work, saying why', () => {
    expect(() => parseCliOptions([])).toThrow(/exactly one of/);
    expect(() => parseCliOptions(['--sites', 'a', '--load-count', '5'])).toThrow(/exactly one of/);
    // The platform accepts device time at most 35 days old.
    expect(MAX_BACKFILL_DAYS).toBeLessThan(35);
    expect(() => parseCliOptions(['--sites', 'a', '--backfill-days', '35'])).toThrow(/backfill-days/);
    expect(() => parseCliOptions(['--sites', 'a', '--speed', '10'])).toThrow(/backfill-days/);
    expect(() => parseCliOptions(['--sites', 'a', '--fault', 'X:melt:3'])).toThrow(/KIND/);
    expect(() => parseCliOptions(['--platform', 'http://p'], {})).toThrow(/IES_TOKEN/);
    expect(parseCliOptions(['--platform', 'http://p'], { IES_TOKEN: 't' }).token).toBe('t');
    // Beside --sites, --platform only updates the demo's texts there: sites mode, with a token.
    expect(() => parseCliOptions(['--sites', 'a', '--platform', 'http://p'], {})).toThrow(/IES_TOKEN/);
    expect(parseCliOptions(['--sites', 'a', '--platform', 'http://p'], { IES_TOKEN: 't' })).toMatchObject({
      mode: 'sites',
      platformUrl: 'http://p',
    });
    expect(() => parseCliOptions(['--sites', 'a', '--sites-out', 'b'], {})).toThrow(/sites-out/);
    expect(() => parseCliOptions(['--load-count', '100'])).toThrow(/load-key/);
    expect(() => parseCliOptions(['--sites', 'a', '--bogus'])).toThrow(CliError);
    expect(() => parseCliOptions(['--sites', 'a', '--broker', 'http://x'])).toThrow(/mqtt/);
  });

  it('says which platform call failed when the platform cannot be reached', async () => {
    const lines: string[] = [];
    const code = await main(['--platform', 'http://127.0.0.1:1', '--token', 't'], (line) => lines.push(line));
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^simulator: /);
  });

  it('prints daily energy in a dry run', async () => {
    const lines: string[] = [];
    const code = await main(
      [
        '--sites',
        new URL('../examples/sites.example.json', import.meta.url).pathname,
        '--dry-run',
        '--backfill-days',
        '2',
      ],
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2}\t/.test(line))).toHaveLength(4);
  });
});
