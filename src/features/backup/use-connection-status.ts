import { useSyncExternalStore } from 'react';
import { connectionStatus, subscribeConnectionStatus, type ConnectionStatus } from '../../db';

/** This tab's connection to the database, live: 'upgraded-elsewhere' once another tab's newer version took over. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeConnectionStatus, connectionStatus);
}
