// Firmware upgrade limits (docs/spec/B-operations.md §5; issue 31 item 2). The spec gives the
// version rule only; the other limits are ours and the web forms take them from here.

/** Largest firmware package, bytes (kept in the database so every server process serves it). */
export const FIRMWARE_FILE_MAX_BYTES = 32 * 1024 * 1024;
export const FIRMWARE_DESCRIPTION_MAX = 200;
/** The canary group: 1–5 % of the task's devices (at least one device). */
export const FIRMWARE_CANARY_PERCENT = { min: 1, max: 5 } as const;
/** Groups after the canary, each a share of the task's devices. */
export const FIRMWARE_GROUP_PERCENT = { min: 1, max: 100 } as const;
export const FIRMWARE_GROUPS_MAX = 5;
/** Success threshold: share of a group that succeeded before the next group starts. */
export const FIRMWARE_SUCCESS_THRESHOLD = { min: 1, max: 100 } as const;
/** Error threshold: failed share of a group's finished devices above which the rollout pauses. */
export const FIRMWARE_ERROR_THRESHOLD = { min: 0, max: 99 } as const;
/** Finished devices of a group before the error threshold is judged. */
export const FIRMWARE_ERROR_MIN_FINISHED = { min: 1, max: 1000 } as const;
/** Devices offered the package per minute. */
export const FIRMWARE_PACING_PER_MINUTE = { min: 1, max: 10_000 } as const;
/** Seconds a device may take from the offer to its result; longer counts as a failure. */
export const FIRMWARE_DEVICE_TIMEOUT_SECONDS = { min: 30, max: 86_400, default: 600 } as const;
/** Offers after the first when a device fails or times out. */
export const FIRMWARE_RETRIES = { min: 0, max: 5, default: 1 } as const;
/** Chosen devices or stations of one task. */
export const FIRMWARE_TARGET_IDS_MAX = 2000;
/** A download link offered to a device is valid this long, seconds. */
export const FIRMWARE_LINK_SECONDS = 900;
