import { useCallback, useEffect, useState } from 'react';

/** A read: loading, failed (the message in the player's words) or ready with its value. */
export type Read<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly value: T };

/** A read and a way to show a value at once (the record a write returned) before the change comes back. */
export interface Live<T> {
  readonly read: Read<T>;
  readonly show: (value: T) => void;
}

/**
 * Reads with `load`, and reads again after every change `subscribe` announces that `concerns` this read: a pack's data
 * seam (Wasteland Dice's, the wolves') as its pages see it. `key` names what is read (a new key starts over from
 * loading); `describe` puts a failed read in the player's words.
 */
export function useSubscribedRead<T, Change>(
  key: string,
  subscribe: (listener: (change: Change) => void) => () => void,
  load: () => Promise<T>,
  concerns: (change: Change) => boolean,
  describe: (error: unknown) => string,
): Live<T> {
  const [state, setState] = useState<{ key: string; read: Read<T> }>({ key, read: { status: 'loading' } });
  const [version, setVersion] = useState(0);

  useEffect(
    () =>
      subscribe((change) => {
        if (concerns(change)) setVersion((v) => v + 1);
      }),
    // `concerns` is a pure test of the change; a new function each render must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [subscribe, key],
  );

  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, read: { status: 'ready', value } }),
      (error: unknown) => live && setState({ key, read: { status: 'error', message: describe(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: the same key reads the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe, key, version]);

  const show = useCallback((value: T) => setState({ key, read: { status: 'ready', value } }), [key]);
  return { read: state.key === key ? state.read : { status: 'loading' }, show };
}
