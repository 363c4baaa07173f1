import type { App } from 'antd';

/** message / notification / modal bound to the antd App context, so they follow the theme. */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;
/** Messages asked for before the holder was mounted; shown once it is. */
const waiting: Array<(ui: Feedback) => void> = [];
let mountHolder: (() => void) | null = null;

/** Called by the bridge rendered inside antd's <App>. */
export function bindFeedback(instances: Feedback): void {
  current = instances;
  for (const show of waiting.splice(0)) show(instances);
}

/** Registers how to mount the holder; its code is fetched only when something is to be shown. */
export function onFeedbackNeeded(mount: () => void): void {
  mountHolder = mount;
  if (waiting.length > 0) mount();
}

export function withFeedback(show: (ui: Feedback) => void): void {
  if (current) {
    show(current);
    return;
  }
  waiting.push(show);
  mountHolder?.();
}

/** Mounts the holder ahead of need (the signed-in screens show messages often). */
export function preloadFeedback(): void {
  if (!current) mountHolder?.();
}
