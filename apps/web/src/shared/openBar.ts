import { createContext, useContext } from 'react';

/** The bar open in this session's editor, as the dialogs outside the editor need it. */
export type OpenBar = { id: string; canEdit: boolean; editToken: string | undefined };

/**
 * What code outside the editor may ask of it: which bar is open (read when called, so a handler
 * sees the bar of the moment) and that the open bar was renamed on the server. The editor provides
 * it at the app's root; without an editor nothing is open.
 */
export type OpenBarAccess = {
  current: () => OpenBar | null;
  renamed: (saved: { id: string; name: string; version: number }) => void;
};

const NOTHING_OPEN: OpenBarAccess = { current: () => null, renamed: () => undefined };

export const OpenBarContext = createContext<OpenBarAccess>(NOTHING_OPEN);

export function useOpenBar(): OpenBarAccess {
  return useContext(OpenBarContext);
}
