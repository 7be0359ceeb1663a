// Verification codes (CODE_LENGTH in limits.ts is the spec's). These are our choices, shared so
// that the send button's count-down and the server's cooldown agree.
export const CODE_RESEND_COOLDOWN_SECONDS = 60;
export const CODE_TTL_SECONDS = 300;
/** Wrong attempts before a code is void (iot-control.10020). */
export const CODE_MAX_ATTEMPTS = 5;
/** Codes per destination per day (iot-security.10005). */
export const CODE_DAILY_CAP = 10;
/** Graphic codes are single-use and live this long. */
export const GRAPHIC_CODE_TTL_SECONDS = 300;
/** Failed password sign-ins before the account locks (iot-http.423). */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
