/** Under 992 px the shell is in mobile mode. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';

export function deviceOf(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}
