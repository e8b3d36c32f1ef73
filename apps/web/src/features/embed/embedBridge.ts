import {
  EMBED_MESSAGE_SOURCE,
  type EmbedCommand,
  type EmbedEventBody,
  embedCommandSchema,
  isAllowedOrigin,
  parentOrigin,
} from '@bar/contracts/embed';

/** The window parts the bridge uses (a fake one in the unit tests). */
export type BridgeWindow = {
  parent: { postMessage: (message: unknown, targetOrigin: string) => void } | null;
  ancestorOrigins: readonly string[] | null;
  referrer: string;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
  removeEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
};

export type EmbedBridge = {
  /** The host page's origin when it is on the allowed list; null when framed by no allowed page. */
  hostOrigin: string | null;
  /** Posts an event to the host (only to its allowed origin; nothing when there is none). */
  post: (event: EmbedEventBody) => void;
  stop: () => void;
};

export type BridgeOptions = {
  /** EMBED_ORIGINS as the server lists them (`GET /api/embed`). */
  allowed: readonly string[];
  onCommand: (command: EmbedCommand) => void;
  /** Where refused messages are reported besides the `error` event (the console by default). */
  report?: (problem: string, detail?: unknown) => void;
};

function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(message)'}: ${issue.message}`).join('; ');
}

/** Tells a message meant for the embed (tagged with `source`) from other scripts' messages. */
function isTagged(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === EMBED_MESSAGE_SOURCE;
}

/**
 * The embed's side of the postMessage API (docs/embed.md). It learns the parent's origin from
 * `ancestorOrigins` or the referrer and keeps it only when it is on the allowed list; it posts only
 * to that origin and accepts messages only from the parent window at that origin. Every message
 * from there passes `embedCommandSchema`; a bad one is reported on the console and as an `error`
 * event. Tagged messages from anywhere else are reported on the console only (never answered).
 */
export function startEmbedBridge(win: BridgeWindow, options: BridgeOptions): EmbedBridge {
  const report = options.report ?? ((problem: string, detail?: unknown) => console.error(problem, detail ?? ''));
  const hostOrigin = win.parent ? parentOrigin(win.ancestorOrigins, win.referrer, options.allowed) : null;
  const post = (event: EmbedEventBody) => {
    if (!win.parent || hostOrigin === null) return;
    win.parent.postMessage({ source: EMBED_MESSAGE_SOURCE, ...event }, hostOrigin);
  };
  const onMessage = (event: MessageEvent) => {
    if (hostOrigin === null || event.source !== win.parent || !isAllowedOrigin(event.origin, [hostOrigin])) {
      if (isTagged(event.data)) report(`Embed: a command from ${event.origin} was ignored (not the allowed host page)`);
      return;
    }
    const parsed = embedCommandSchema.safeParse(event.data);
    if (!parsed.success) {
      const message = describeIssues(parsed.error);
      report(`Embed: an invalid command was ignored: ${message}`, event.data);
      post({ type: 'error', code: 'invalidCommand', message });
      return;
    }
    options.onCommand(parsed.data);
  };
  win.addEventListener('message', onMessage);
  return { hostOrigin, post, stop: () => win.removeEventListener('message', onMessage) };
}

/** The browser's window as the bridge sees it; `parent` is null when the page is not in a frame. */
export function browserBridgeWindow(): BridgeWindow {
  const ancestors = window.location.ancestorOrigins;
  return {
    parent: window.parent !== window ? window.parent : null,
    ancestorOrigins: ancestors ? Array.from(ancestors) : null,
    referrer: document.referrer,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}
