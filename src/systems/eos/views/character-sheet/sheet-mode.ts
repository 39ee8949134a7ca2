import { createContext, useContext } from 'react';

/**
 * How the sheet's sections show a derived number: on screen as a button whose formula opens on hover, focus or tap; on
 * paper (the print view) with the formula written beside it.
 */
export type SheetMode = 'screen' | 'print';

export const SheetModeContext = createContext<SheetMode>('screen');

export function useSheetMode(): SheetMode {
  return useContext(SheetModeContext);
}
