// Data volumes (docs/spec/B-operations.md §5, §8)
export const DATA_DELETE_MAX_PER_REQUEST = 150_000;
/** A bulk deletion above this many records would only delete the first million. */
export const DATA_DELETE_BULK_MAX = 1_000_000;
export const DATA_DOWNLOAD_MAX = 5_000_000;
export const DATA_LOCAL_SAVE_MAX = 600_000;
/** One chart or kanban query returns at most this many points. */
export const DATA_QUERY_MAX = 10_000;

// Storage capacity (A §2.5, B §9)
export const CAPACITY_WARNING_PERCENT = 95;
export const CAPACITY_FULL_PERCENT = 100;
/** The general storage mode suits fewer devices than this, reporting less often than every 10 minutes. */
export const GENERAL_STORAGE_MODE_FIT = { maxDevices: 1000, minReportIntervalMinutes: 10 } as const;
