// What other features may use of the analysis feature.
export { analysisKeys } from './api/analysisKeys';
