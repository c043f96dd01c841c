/** The product's constants (docs/product.md#constants). */
export const PRODUCT_NAME = 'Thistle';
export const PASSWORD_MIN_LENGTH = 6;
export const TOAST_DURATION_MS = 3000;
export const PASSWORD_MISMATCH_TOAST_MS = 3000;
export const PROFILE_COMPLETE_THRESHOLD = 95;
export const SEARCH_DEBOUNCE_MS = 600;
export const FEED_SKELETON_CARDS = 3;
export const RESET_REDIRECT_DELAY_MS = 3000;
export const FAILED_DELETE_REDIRECT_DELAY_MS = 2000;
export const ONBOARDING_STEPS = 3;
export const CAROUSEL_INTERVAL_MS = 5000;
export const SESSION_REFRESH_CHECK_MS = 30_000;
export const SESSION_REFRESH_MARGIN_S = 90;
export const SESSION_REFRESH_RETRY_BASE_MS = 200;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const DEFAULT_LAUNCH_DATE = '2025-06-11T00:00';
export const DUPLICATE_CODE = '23505';
export const WAITLIST_JOINED_KEY = 'waitlist-joined';
/** The waitlist's simple pattern (docs/product.md#waitlist): letters, digits, dot, underscore, hyphen; @; domain; dot; 2+ letters. */
export const WAITLIST_EMAIL_PATTERN = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
