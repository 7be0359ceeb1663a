import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { CliError, type CliOptions, parseCliOptions, USAGE } from './cli-options';
import { alignDown, catchUpClock, Fleet, systemClock } from './fleet/fleet';
import { startDemoFaults } from './fleet/demo-faults';
import { generatedDevices, LoadFleet } from './fleet/load-fleet';
import { readStateFile, writeSitesFile, writeStateFile } from './fleet/state-file';
import type { DeviceCredentials } from './protocol/device-connection';
import { DEMO_SITE_TEMPLATES } from './provisioning/demo-sites';
import { refreshDemoTexts } from './provisioning/demo-operations';
import { PlatformApi } from './provisioning/platform-api';
import { PlatformApiProvisioner, type Provisioner, SiteFileProvisioner } from './provisioning/provisioner';
import { SimulatedLoraGateway } from './lora/lora-gateway';
import { Site } from './site/site';
import { buildSiteConfig, type SiteSpec } from './site/site-config';

const STATS_EVERY_MS = 30_000;
const SAVE_EVERY_MS = 60_000;

type Print = (line: string) => void;

function provisionerFor(options: CliOptions): Provisioner {
  if (options.mode === 'platform') {
    return new PlatformApiProvisioner({ platformUrl: options.platformUrl!, token: options.token! });
  }
  return new SiteFileProvisioner(options.sitesFile!);
}

/** A restarted demo: its older records get their texts per language (the sites run without them). */
async function refreshTexts(options: CliOptions, print: Print): Promise<void> {
  try {
    const updated = await refreshDemoTexts(new PlatformApi(options.platformUrl!, options.token!));
    if (updated > 0) print(`demo texts: ${updated} price templates and strategies now in both languages`);
  } catch (error) {
    print(`demo texts not updated: ${(error as Error).message}`);
  }
}

/** How long a stop waits for the broker to acknowledge what is in flight and the goodbyes. */
const CLOSE_GRACE_MS = 1000;
const STOPPED = Symbol('stopped');

/**
 * SIGINT and SIGTERM, listened for from the start: a stop ends every phase (provisioning,
 * connecting, backfilling, live), also while the broker is gone and the devices keep trying.
 */
export interface StopSignal {
  /** Resolves with the reason once the process is asked to stop. */
  stopped: Promise<string>;
  /** The work's result, or STOPPED if a stop comes first (the work is then abandoned). */
  unless<T>(work: Promise<T>): Promise<T | typeof STOPPED>;
  dispose(): void;
}

function listenForStop(): StopSignal {
  let resolve!: (reason: string) => void;
  const stopped = new Promise<string>((r) => {
    resolve = r;
  });
  const onInt = () => resolve('interrupted');
  const onTerm = () => resolve('terminated');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return {
    stopped,
    unless: <T>(work: Promise<T>) => Promise.race([work, stopped.then((): typeof STOPPED => STOPPED)]),
    dispose: () => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    },
  };
}

/** Resolves when the process is asked to stop or `durationS` has passed. */
function untilStopped(stop: StopSignal, durationS: number | undefined): Promise<string> {
  if (durationS === undefined) return stop.stopped;
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('duration reached'), durationS * 1000);
  });
  return Promise.race([stop.stopped, reached]).finally(() => clearTimeout(timer));
}

/**
 * Closes politely (acknowledgements in flight, `offline` on the status topics), but not longer
 * than CLOSE_GRACE_MS: a broker that is gone never answers, and the process exits after this.
 */
async function closeWithin(close: () => Promise<void>, print: Print): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), CLOSE_GRACE_MS);
  });
  const outcome = await Promise.race([close().catch((error: Error) => print(error.message)), late]);
  clearTimeout(timer);
  if (outcome === 'late') print('the broker did not answer in time; stopped without its acknowledgements');
}

/** No broker: runs the sites over the backfill window and prints each day's energy. */
function dryRun(sites: SiteSpec[], options: CliOptions, print: Print): void {
  const days = Math.max(1, Math.ceil(options.backfillDays));
  for (const spec of sites) {
    // Whole local days, from the site's midnight.
    const start = alignDown(Date.now() - days * 86_400_000, 86_400) - spec.tz_offset_minutes * 60_000;
    const site = new Site(buildSiteConfig(spec), options.seed, start);
    print(`${spec.id}: day, PV, load, import, export, charge, discharge (kWh), SOC at the end (%)`);
    let previous = site.meterReadings();
    for (let day = 0; day < days; day++) {
      const steps = 86_400 / options.backfillIntervalS;
      let weather = '';
      for (let i = 0; i < steps; i++) {
        const step = site.step(options.backfillIntervalS);
        if (i === Math.floor(steps / 2)) weather = step.weather;
      }
      const now = site.meterReadings();
      const delta = (key: keyof typeof now) => (now[key] - previous[key]).toFixed(1);
      print(
        [
          new Date(site.time - 1 + spec.tz_offset_minutes * 60_000).toISOString().slice(0, 10),
          weather.padEnd(8),
          delta('pvKWh'),
          delta('loadKWh'),
          delta('gridImportKWh'),
          delta('gridExportKWh'),
          delta('chargeKWh'),
          delta('dischargeKWh'),
          site.battery.socPct.toFixed(1),
        ].join('\t'),
      );
      previous = now;
    }
  }
}

async function runSites(options: CliOptions, print: Print, stop: StopSignal): Promise<void> {
  const sites = await stop.unless(provisionerFor(options).provision(DEMO_SITE_TEMPLATES));
  if (sites === STOPPED) return;
  if (options.mode === 'sites' && options.platformUrl) await refreshTexts(options, print);
  if (options.sitesOut) {
    await writeSitesFile(options.sitesOut, sites);
    print(`provisioned ${sites.length} sites; their devices and keys are in ${options.sitesOut}`);
  }
  if (options.dryRun) {
    dryRun(sites, options, print);
    return;
  }
  const saved = options.stateFile ? await readStateFile(options.stateFile) : null;
  if (saved && saved.seed !== options.seed) {
    throw new CliError(
      `${options.stateFile} was written with seed ${saved.seed}; use it or another state file`,
    );
  }
  const now = Date.now();
  const startTime = now - options.backfillDays * 86_400_000;
  const clock = options.speed
    ? catchUpClock(alignDown(startTime, options.intervalS), options.speed)
    : systemClock;
  const fleet = new Fleet({
    brokerUrl: options.brokerUrl,
    sites,
    seed: options.seed,
    intervalS: options.intervalS,
    backfillIntervalS: options.speed ? options.intervalS : options.backfillIntervalS,
    backfillOlderIntervalS: options.speed ? undefined : options.backfillOlderIntervalS,
    backfillRecentDays: options.backfillRecentDays,
    backfillYield: options.backfillYield,
    cellIntervalS: options.cellIntervalS,
    startTime,
    states: saved?.sites,
    clock,
    log: print,
  });
  const save = async () => {
    if (!options.stateFile) return;
    await writeStateFile(options.stateFile, {
      version: 1,
      seed: options.seed,
      savedAt: Date.now(),
      sites: fleet.states(),
    });
  };
  // Stopped before going live: nothing is saved, so the next start sends the backfill again.
  const abandon = async () => {
    print(`stopping (${await stop.stopped})`);
    await closeWithin(() => fleet.close(), print);
  };
  print(`connecting ${fleet.deviceCount} devices of ${sites.length} sites to ${options.brokerUrl}`);
  if ((await stop.unless(fleet.connect())) === STOPPED) return abandon();
  const loraGateways = await connectLoraGateways(sites, options, print);
  for (const fault of options.faults) fleet.injectFault(fault.deviceId, fault.fault, fault.durationS);
  if (!options.speed) {
    const began = Date.now();
    const samples = await stop.unless(fleet.backfill());
    if (samples === STOPPED) return abandon();
    if (samples > 0) print(`caught up: ${samples} samples in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    await save();
  }
  fleet.startLive();
  const demoFaults = options.demoFaults
    ? startDemoFaults(
        {
          sites: () => fleet.runners.map((r) => r.spec.devices.map((d) => ({ id: d.id, kind: d.kind }))),
          injectFault: (id, fault, s) => fleet.injectFault(id, fault, s),
        },
        print,
      )
    : undefined;
  print(
    `live: a sample every ${options.intervalS} s${options.speed ? `, replaying at ${options.speed}×` : ''}`,
  );
  const statsTimer = setInterval(() => {
    const stats = fleet.stats();
    print(
      `samples ${stats.samples}, messages ${stats.messages}, events ${stats.events}, errors ${stats.errors}`,
    );
  }, STATS_EVERY_MS);
  const saveTimer = setInterval(
    () => void save().catch((error: Error) => print(error.message)),
    SAVE_EVERY_MS,
  );
  const reason = await untilStopped(stop, options.durationS);
  clearInterval(statsTimer);
  clearInterval(saveTimer);
  demoFaults?.stop();
  print(`stopping (${reason})`);
  fleet.stopLive();
  await save();
  await Promise.all(loraGateways.map((gateway) => gateway.close().catch(() => undefined)));
  await closeWithin(() => fleet.close(), print);
}

/** The sites' DTU/LoRa gateways, each on its own connection, telemetry at the live interval. */
async function connectLoraGateways(
  sites: SiteSpec[],
  options: CliOptions,
  print: Print,
): Promise<SimulatedLoraGateway[]> {
  const gateways = sites.flatMap((site) =>
    (site.lora_gateways ?? []).map(
      (credentials) =>
        new SimulatedLoraGateway({
          brokerUrl: options.brokerUrl,
          credentials,
          telemetryMs: options.intervalS * 1000,
          log: print,
        }),
    ),
  );
  for (const gateway of gateways) {
    await gateway.connect().catch((error: Error) => print(`LoRa gateway ${gateway.id}: ${error.message}`));
  }
  if (gateways.length > 0) print(`${gateways.length} LoRa gateway(s) connected`);
  return gateways;
}

async function loadDevices(options: CliOptions): Promise<DeviceCredentials[]> {
  if (options.loadCount !== undefined)
    return generatedDevices(options.loadPrefix, options.loadCount, options.loadKey!);
  const raw = JSON.parse(await readFile(options.loadDevicesFile!, 'utf8')) as { devices?: unknown };
  if (!Array.isArray(raw.devices)) throw new CliError(`${options.loadDevicesFile} needs a "devices" array`);
  return raw.devices.map((device, index) => {
    const { id, key } = (device ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || typeof key !== 'string') {
      throw new CliError(`devices[${index}] needs an id and a key`);
    }
    return { id, key };
  });
}

async function runLoad(options: CliOptions, print: Print, stop: StopSignal): Promise<void> {
  const devices = await loadDevices(options);
  const fleet = new LoadFleet({
    brokerUrl: options.brokerUrl,
    devices,
    intervalS: options.intervalS,
    seed: options.seed,
    qos: options.qos,
    log: print,
  });
  print(`connecting ${devices.length} light devices to ${options.brokerUrl}`);
  const began = Date.now();
  if ((await stop.unless(fleet.connect())) === STOPPED) {
    print(`stopping (${await stop.stopped})`);
    return closeWithin(() => fleet.close(), print);
  }
  print(`connected in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  fleet.start();
  const statsTimer = setInterval(() => print(JSON.stringify(fleet.stats())), 10_000);
  const reason = await untilStopped(stop, options.durationS);
  clearInterval(statsTimer);
  print(`stopping (${reason}): ${JSON.stringify(fleet.stats())}`);
  await closeWithin(() => fleet.close(), print);
}

export async function main(
  argv: readonly string[],
  print: Print = (line) => console.log(line),
): Promise<number> {
  try {
    const options = parseCliOptions(argv);
    if (options.mode === 'help') {
      print(USAGE);
      return 0;
    }
    const stop = listenForStop();
    try {
      if (options.mode === 'load') await runLoad(options, print, stop);
      else await runSites(options, print, stop);
    } finally {
      stop.dispose();
    }
    return 0;
  } catch (error) {
    print(`simulator: ${(error as Error).message}`);
    if (error instanceof CliError) print(USAGE);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
