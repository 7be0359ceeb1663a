/** What the platform's start script, tests and benchmarks use from the simulator. */
export { type CliOptions, parseCliOptions } from './cli-options';
export { DeviceAgent, type DeviceControls, FAULT_KINDS, type FaultKind } from './fleet/device-agent';
export { type Clock, catchUpClock, Fleet, type FleetOptions, systemClock } from './fleet/fleet';
export { generatedDevices, LoadFleet, type LoadFleetOptions, type LoadFleetStats } from './fleet/load-fleet';
export { type RunnerState, SiteRunner } from './fleet/site-runner';
export { readStateFile, type SavedFleet, writeStateFile } from './fleet/state-file';
export { DEFAULT_STRATEGY, type OperatingStrategy, parseStrategy, strategyToWire } from './physics/strategy';
export { type DeviceCredentials, DeviceAuthError, DeviceConnection } from './protocol/device-connection';
export { REPLY_CODES, telemetryMessages } from './protocol/payloads';
export { DEMO_SITE_TEMPLATES } from './provisioning/demo-sites';
export { DEMO_FAULT_PLAN, startDemoFaults } from './fleet/demo-faults';
export { DEMO_ALARM_RULES } from './provisioning/demo-alarms';
export { refreshDemoTexts } from './provisioning/demo-operations';
export { PlatformApi } from './provisioning/platform-api';
export {
  PlatformApiProvisioner,
  type Provisioner,
  ProvisioningUnavailableError,
  SiteFileProvisioner,
  type SiteTemplate,
  loraGatewayIdsOf,
  stationNameOf,
} from './provisioning/provisioner';
export { DEVICE_POINTS } from './site/points';
export { Site, type SiteState, type SiteStep } from './site/site';
export {
  buildSiteConfig,
  DEVICE_KINDS,
  type DeviceKind,
  type DeviceSpec,
  parseSitesFile,
  type SiteSpec,
} from './site/site-config';
export {
  DEFAULT_LORA_CONFIG,
  LoraRadio,
  loraNodesOf,
  recalledFile,
  SimulatedLoraGateway,
} from './lora/lora-gateway';
