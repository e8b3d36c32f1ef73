/** What "Send me the link" hands to the Web Share API and to the mail program. */
export type LinkMessage = { url: string; subject: string; body: string };

/**
 * A `mailto:` address without a recipient (the mail program asks for it, usually one's own), with
 * the subject and a body that holds the page's address; both encoded as RFC 6068 asks (spaces as %20).
 */
export function mailtoHref(message: LinkMessage): string {
  return `mailto:?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body)}`;
}

/** Whether this browser can hand the link to the system's share sheet (Web Share API). */
export function canShareLink(navigatorLike: Pick<Navigator, 'share' | 'canShare'> | undefined, url: string): boolean {
  if (typeof navigatorLike?.share !== 'function') return false;
  return typeof navigatorLike.canShare !== 'function' || navigatorLike.canShare({ url });
}
