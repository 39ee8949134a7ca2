/**
 * The floor page of `npm run bench`: React and Dexie, built by the same toolchain as the app, rendering a heading and a
 * paragraph once a Dexie database answers. The app's load is compared with this page's in the same run: whatever the
 * app costs above it is the app's own.
 */
import { Dexie } from 'dexie';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const db = new Dexie('bench-floor');
db.version(1).stores({ items: 'id' });

function Floor() {
  const [items, setItems] = useState<number | null>(null);
  useEffect(() => {
    void db.table('items').count().then(setItems);
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem', maxWidth: '48rem' }}>
      <h1>Eos Table Companion</h1>
      <p>
        The floor of the benchmark: nothing but React and Dexie, built with the same toolchain as the app. Stored items:{' '}
        {items ?? '…'}.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
