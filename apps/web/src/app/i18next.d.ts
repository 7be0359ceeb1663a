import 'i18next';
import type { Catalogue } from './features';

// `t()` keys are checked against the whole catalogue: the shared texts and every feature's (the
// app's feature list), declared here so that features and i18n/ never import the app.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
