/**
 * Registers the service worker (src/sw/) of a built app, so the next visit opens without a
 * network and the app can be installed to a home screen. Browsers offer service workers only on
 * https and on localhost: served over plain http on a local network the app works as before,
 * online only. A refused registration changes nothing for this visit, so it is not shown.
 */
export function registerOfflineApp(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
