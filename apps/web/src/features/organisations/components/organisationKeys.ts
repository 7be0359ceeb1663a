/** Query key of the tenant's organisation tree; member changes refresh its counts. */
export const ORGANISATION_TREE_KEY = ['organisations', 'tree'];
