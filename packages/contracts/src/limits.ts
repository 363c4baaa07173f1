/** The same POST or PUT url and data within 1 s is a repeat; bodies over 5 MB are exempt. */
export const REPEAT_WINDOW_MS = 1000;
export const REPEAT_SIZE_EXEMPTION = 5 * 1024 * 1024;

/** Request timeout 15 s; uploads 180000 ms. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 180_000;
