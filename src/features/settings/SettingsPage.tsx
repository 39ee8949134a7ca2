import { StorageSection } from './StorageSection';

/** Settings: for now how the app's data is kept on this device; backup and restore join it (issue 6). */
export function SettingsPage() {
  return (
    <section className="page settings-page">
      <h1>Settings</h1>
      <p className="lede">How this app keeps your data on this device.</p>
      <div className="stack">
        <StorageSection />
      </div>
    </section>
  );
}
