import classes from './SkipLinks.module.css';

export type SkipLink = { targetId: string; label: string };

/**
 * Links that come first in the tab order and move the keyboard focus past the header to a main
 * panel (each target has tabIndex -1). The focus is moved by hand, so the URL keeps no #fragment.
 */
export function SkipLinks({ label, links }: { label: string; links: SkipLink[] }) {
  return (
    <nav aria-label={label}>
      {links.map((link) => (
        <a
          key={link.targetId}
          href={`#${link.targetId}`}
          className={classes.link}
          data-testid={`skip-to-${link.targetId}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(link.targetId)?.focus();
          }}
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
