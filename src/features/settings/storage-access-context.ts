import { createContext, useContext } from 'react';
import { browserStorageAccess, type StorageAccess } from './storage-access';

/** The real browser by default; component tests wrap the app in `<StorageAccessContext value={fake}>`. */
export const StorageAccessContext = createContext<StorageAccess>(browserStorageAccess);

export function useStorageAccess(): StorageAccess {
  return useContext(StorageAccessContext);
}
