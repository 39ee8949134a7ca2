import { AppUpdateBanner } from './AppUpdateBanner';
import { useAppUpdate } from './use-app-update';

/** Mounted once in the app layout: registers the service worker and shows its news. */
export function AppUpdate() {
  return <AppUpdateBanner {...useAppUpdate()} />;
}
