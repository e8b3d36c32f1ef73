import { VisuallyHidden } from '@mantine/core';
import { useAnnouncement } from './announcer.ts';

/**
 * The editor's polite live region: screen readers read what keyboard editing did ("Front panel 860
 * placed. Module 3, customer side, mount 1."). Always rendered, so the region exists before it speaks.
 */
export function LiveAnnouncer() {
  const message = useAnnouncement();
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {message}
    </VisuallyHidden>
  );
}
