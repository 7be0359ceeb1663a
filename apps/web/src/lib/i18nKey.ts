import type { CustomTypeOptions } from 'i18next';

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key of the catalogue, dotted ('route.home'): the app declares the catalogue. */
export type I18nKey = LeafPaths<CustomTypeOptions['resources']['translation']>;
