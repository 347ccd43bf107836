/** Whether the device has a touch screen (a phone visitor must: machines/rules/device.ts). */
export function hasTouchScreen(): boolean {
  if (typeof window === 'undefined') return false;
  return navigator.maxTouchPoints > 0 || window.matchMedia?.('(pointer: coarse)').matches === true;
}
