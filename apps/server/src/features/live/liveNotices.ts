import { LIVE_CONSULTATION_ENDERS } from '@bar/contracts/inquiryWork';
import { z } from 'zod';

/** The PostgreSQL channel on which server processes tell each other what changed (LISTEN/NOTIFY). */
export const LIVE_CHANNEL = 'bar_live';

const noticeSchema = z.discriminatedUnion('kind', [
  // A bar is at a new version (its operations are read from the revisions, where someone watches).
  z.object({
    kind: z.literal('version'),
    from: z.string(),
    bar: z.string(),
    version: z.number().int().positive(),
    by: z.string().nullable(),
  }),
  // A bar's links, owner or existence changed: its viewers are checked again.
  z.object({ kind: z.literal('access'), from: z.string(), bar: z.string() }),
  // A bar's live consultation ended: the consultant's streams end with who ended it, the others are checked again.
  z.object({
    kind: z.literal('consultation'),
    from: z.string(),
    bar: z.string(),
    ended_by: z.enum(LIVE_CONSULTATION_ENDERS),
  }),
  // A session ended (logout) or a user was removed: their streams end.
  z.object({ kind: z.literal('session'), from: z.string(), session: z.string() }),
  z.object({ kind: z.literal('user'), from: z.string(), user: z.number().int() }),
]);

export type LiveNotice = z.infer<typeof noticeSchema>;

/** The notice as sent: a few hundred bytes, far below PostgreSQL's 8,000-byte payload limit. */
export function noticeText(notice: LiveNotice): string {
  return JSON.stringify(notice);
}

/** A notice from another process, or null for a payload this version does not understand. */
export function parseNotice(payload: string): LiveNotice | null {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
