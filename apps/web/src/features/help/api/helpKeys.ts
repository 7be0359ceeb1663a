// Query keys of the help feature.

export const helpKeys = {
  appDownload: ['app-download'] as const,
};
