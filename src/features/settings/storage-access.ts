/**
 * The browser's storage manager (navigator.storage) behind three small functions, so the settings page can be tested
 * with fakes and can say plainly what a browser does not support (jsdom, older Safari, an insecure http:// origin).
 */

/** What the browser reports about the space this app uses, in bytes. */
export interface StorageUse {
  usedBytes: number;
  /** The most this app may store on this device (the browser's quota, not the free disk space). */
  quotaBytes: number;
}

/** 'unsupported': this browser has no such function, so the page says what cannot be shown. */
export interface StorageAccess {
  /** Whether the browser already keeps this app's data until the user deletes it. */
  persisted(): Promise<boolean | 'unsupported'>;
  /** Asks to keep this app's data; true when the browser agrees. Firefox asks the user; Chrome and Safari decide alone. */
  persist(): Promise<boolean | 'unsupported'>;
  estimate(): Promise<StorageUse | 'unsupported'>;
}

/** The subset of StorageManager used here; every member optional, since older browsers lack some of them. */
export interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

export function createStorageAccess(manager: StorageManagerLike | undefined): StorageAccess {
  return {
    async persisted() {
      return typeof manager?.persisted === 'function' ? await manager.persisted() : 'unsupported';
    },
    async persist() {
      return typeof manager?.persist === 'function' ? await manager.persist() : 'unsupported';
    },
    async estimate() {
      if (typeof manager?.estimate !== 'function') return 'unsupported';
      const { usage, quota } = await manager.estimate();
      if (typeof usage !== 'number' || typeof quota !== 'number') return 'unsupported';
      return { usedBytes: usage, quotaBytes: quota };
    },
  };
}

/** navigator.storage of this browser, read when called (it is missing in jsdom and on insecure origins). */
export const browserStorageAccess: StorageAccess = {
  persisted: () => createStorageAccess(currentManager()).persisted(),
  persist: () => createStorageAccess(currentManager()).persist(),
  estimate: () => createStorageAccess(currentManager()).estimate(),
};

function currentManager(): StorageManagerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManagerLike | undefined);
}
