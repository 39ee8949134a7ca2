import { useCallback, useEffect, useState } from 'react';
import type { StorageUse } from './storage-access';
import { useStorageAccess } from './storage-access-context';

/**
 * - persisted: the browser keeps this app's data until the user deletes it
 * - not-persisted: it may delete the data under storage pressure; the player can ask
 * - denied: the player asked and the browser said no
 * - unsupported: this browser cannot say or be asked
 * - failed: the browser threw when asked
 */
export type PersistenceStatus = 'checking' | 'persisted' | 'not-persisted' | 'denied' | 'unsupported' | 'failed';

export type SpaceStatus =
  { kind: 'checking' } | { kind: 'known'; use: StorageUse } | { kind: 'unsupported' } | { kind: 'failed' };

export interface StorageStatus {
  persistence: PersistenceStatus;
  space: SpaceStatus;
  /** True while the browser is deciding (Firefox shows the player a question meanwhile). */
  asking: boolean;
  askToPersist: () => Promise<void>;
}

/** Reads whether the data is kept and how much space it uses, once when the page opens and again after asking. */
export function useStorageStatus(): StorageStatus {
  const access = useStorageAccess();
  const [persistence, setPersistence] = useState<PersistenceStatus>('checking');
  const [space, setSpace] = useState<SpaceStatus>({ kind: 'checking' });
  const [asking, setAsking] = useState(false);

  const readSpace = useCallback(async (): Promise<SpaceStatus> => {
    try {
      const use = await access.estimate();
      return use === 'unsupported' ? { kind: 'unsupported' } : { kind: 'known', use };
    } catch {
      return { kind: 'failed' };
    }
  }, [access]);

  useEffect(() => {
    let current = true;
    void (async () => {
      let status: PersistenceStatus;
      try {
        const kept = await access.persisted();
        status = kept === 'unsupported' ? 'unsupported' : kept ? 'persisted' : 'not-persisted';
      } catch {
        status = 'failed';
      }
      if (current) setPersistence(status);
    })();
    void readSpace().then((s) => {
      if (current) setSpace(s);
    });
    return () => {
      current = false;
    };
  }, [access, readSpace]);

  const askToPersist = useCallback(async () => {
    setAsking(true);
    try {
      const granted = await access.persist();
      setPersistence(granted === 'unsupported' ? 'unsupported' : granted ? 'persisted' : 'denied');
      // A browser may grant a larger quota to data it keeps.
      if (granted === true) setSpace(await readSpace());
    } catch {
      setPersistence('failed');
    } finally {
      setAsking(false);
    }
  }, [access, readSpace]);

  return { persistence, space, asking, askToPersist };
}
