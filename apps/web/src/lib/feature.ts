import type { ComponentType } from 'react';
import type { ContainerRouteData, RoutePageProps } from './paths';

// How a web feature registers itself (issue 28): its routes (with their side-menu placement and
// keep-alive), and its texts (the screens a permission opens: contracts' SCREENS_BY_FAMILY) live in features/<domain>/feature.ts;
// the app collects every feature in one list (app/features.ts). lib/ only holds the shape and, once
// the app has registered the list, the collected data features read (built-in paths, screens), so
// that no feature imports the app.

/** A lazily loaded page: the default export of a module that renders one route. */
export type PageLoader = () => Promise<{ default: ComponentType<RoutePageProps> }>;

export interface FeatureRoute extends ContainerRouteData {
  /** The page; a route without one shows the "not built yet" panel. */
  load?: PageLoader;
}

/**
 * A feature; `Texts` is the shape of its catalogue, under its own namespace (`{ alarms: {...} }`).
 * Features declare it (`WebFeature<{ alarms: typeof alarmsZh }>`) rather than let it be inferred:
 * the app's catalogue type is built from these, and the pages' `t()` calls are typed by it.
 */
export interface WebFeature<Texts extends object = object> {
  /** Routes below /Container. */
  routes?: readonly FeatureRoute[];
  /** The feature's texts in both languages; en has exactly zh's keys. */
  catalogue?: { zh: Texts; en: Texts };
}

let registered: readonly WebFeature<object>[] = [];

/** Called once by the app with its feature list, before anything renders. */
export function registerFeatures(features: readonly WebFeature<object>[]): void {
  registered = features;
}

/** Every registered route, in the order of the list. */
export function registeredRoutes(): FeatureRoute[] {
  return registered.flatMap((feature) => feature.routes ?? []);
}
