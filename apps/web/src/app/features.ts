import { accessFeature } from '../features/access/feature';
import { adminFeature } from '../features/admin/feature';
import { alarmsFeature } from '../features/alarms/feature';
import { analysisFeature } from '../features/analysis/feature';
import { customReportsFeature } from '../features/custom-reports/feature';
import { bigscreensFeature } from '../features/bigscreens/feature';
import { customisationFeature } from '../features/customisation/feature';
import { dashboardsFeature } from '../features/dashboards/feature';
import { platformDockingFeature } from '../features/platform-docking/feature';
import { simPoolFeature } from '../features/sim-pool/feature';
import { capacityFeature } from '../features/capacity/feature';
import { loraFeature } from '../features/lora/feature';
import { deviceDataFeature } from '../features/device-data/feature';
import { devicesFeature } from '../features/devices/feature';
import { energyReportsFeature } from '../features/energy-reports/feature';
import { exportsFeature } from '../features/exports/feature';
import { firmwareFeature } from '../features/firmware/feature';
import { menusFeature } from '../features/menus/feature';
import { ordersFeature } from '../features/orders/feature';
import { organisationsFeature } from '../features/organisations/feature';
import { personalFeature } from '../features/personal/feature';
import { pricesFeature } from '../features/prices/feature';
import { stationsFeature } from '../features/stations/feature';
import { strategiesFeature } from '../features/strategies/feature';
import { systemLogFeature } from '../features/system-log/feature';
import { timedStrategiesFeature } from '../features/timed-strategies/feature';
import { batchOperationsFeature } from '../features/batch-operations/feature';
import { addCatalogue } from '../i18n';
import type { SharedCatalogue } from '../i18n/zh';
import { registerFeatures, type WebFeature } from '../lib/feature';
import { composedPages } from '../pages/composedPages';
import { plannedScreens } from './plannedScreens';

/**
 * The one list of web features (issue 28): each brings its routes, menu places, the screens its
 * permissions open and its texts (features/<domain>/feature.ts). A new screen or domain is one line
 * here; no other shared file changes.
 */
export const features = [
  composedPages,
  stationsFeature,
  alarmsFeature,
  pricesFeature,
  strategiesFeature,
  timedStrategiesFeature,
  batchOperationsFeature,
  dashboardsFeature,
  simPoolFeature,
  capacityFeature,
  loraFeature,
  platformDockingFeature,
  energyReportsFeature,
  ordersFeature,
  devicesFeature,
  firmwareFeature,
  deviceDataFeature,
  accessFeature,
  organisationsFeature,
  personalFeature,
  customisationFeature,
  systemLogFeature,
  customReportsFeature,
  bigscreensFeature,
  menusFeature,
  adminFeature,
  analysisFeature,
  exportsFeature,
  plannedScreens,
] as const;

registerFeatures(features);
for (const feature of features as readonly WebFeature[]) {
  if (!feature.catalogue) continue;
  addCatalogue('zh', feature.catalogue.zh);
  addCatalogue('en', feature.catalogue.en);
}

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
type TextsOf<F> = F extends WebFeature<infer Texts> ? Texts : never;

/** The whole catalogue: the app's shared texts and every feature's namespace. */
export type Catalogue = SharedCatalogue & UnionToIntersection<TextsOf<(typeof features)[number]>>;
