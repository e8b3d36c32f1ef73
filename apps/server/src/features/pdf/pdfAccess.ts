import { eq } from 'drizzle-orm';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { type BarRow, users } from '../../db/schema.ts';
import { type Caller, resolveAccess } from '../bars/access.ts';

export type PdfRecipient = { id: number; email: string; locale: string };

/**
 * Guests cannot make a PDF: it takes a logged-in user with a verified e-mail address who may at
 * least view the bar (its owner, or a holder of its edit or preview link).
 */
export async function requirePdfAccess(db: Database, bar: BarRow, caller: Caller): Promise<PdfRecipient> {
  const userId = caller.session?.userId;
  if (!userId) throw new AppError('unauthenticated', { key: 'pdf.loginRequired' });
  const [user] = await db
    .select({ id: users.id, email: users.email, locale: users.locale, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('unauthenticated', { key: 'pdf.loginRequired' });
  if (!user.verifiedAt) {
    throw new AppError('forbidden', { key: 'pdf.verifyEmail' });
  }
  if (resolveAccess(bar, caller) === null) {
    throw new AppError('forbidden', { key: 'bars.noRights' });
  }
  return { id: user.id, email: user.email, locale: user.locale };
}
