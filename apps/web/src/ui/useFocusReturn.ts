import { useLayoutEffect } from 'react';

/** The opener of the dialog opened last, for a dialog that opens while the focus is nowhere. */
let lastOpener: HTMLElement | null = null;

/**
 * What gets the focus back when a dialog closes: the element that had it when the dialog opened;
 * for a menu item (gone once the menu closes), the menu's button; with the focus on nothing (a
 * dialog taking over from another one that was just removed), the previous dialog's opener.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) {
    return lastOpener?.isConnected ? lastOpener : null;
  }
  const menu = active.closest('[role="menu"]');
  const menuButton = menu ? document.getElementById(menu.getAttribute('aria-labelledby') ?? '') : null;
  return menuButton ?? active;
}

/**
 * Gives the focus back to the dialog's opener when it closes. Mantine's modals do so only when their
 * `opened` changes; the dialogs here are mostly mounted open and removed on close (lazy loaded, one
 * host per store), which leaves the focus on the page's body. Call it in the component that stays
 * mounted, with whether its dialog is open; the focus is moved only if nothing else took it.
 */
export function useFocusReturn(isOpen: boolean): void {
  useLayoutEffect(() => {
    if (!isOpen) return;
    const opener = openerOf(document.activeElement);
    lastOpener = opener;
    return () => {
      window.setTimeout(() => {
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      }, 20);
    };
  }, [isOpen]);
}
