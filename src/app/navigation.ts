/**
 * Navigation for code that lives outside React components: machine actions
 * provided by the app and the API client. main.tsx points it at the router;
 * until then (and in tests) it falls back to the browser's location.
 */
type Navigate = (to: string | number) => void;

let current: Navigate = (to) => {
  if (typeof to === 'number') window.history.go(to);
  else window.location.assign(to);
};

export function setNavigate(navigate: Navigate): void {
  current = navigate;
}

/** Go to a (localized) path, or move in history with a number (-1 = back). */
export function navigate(to: string | number): void {
  current(to);
}
