import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../appError.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The administrator making an admin request, as the audit log names them. */
export type AdminActor = { id: number; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on every admin route; null elsewhere. */
    adminActor: AdminActor | null;
  }
}

/**
 * The admin guard (decisions.md 3): 401 without a logged-in user, 403 for a user who is not an
 * administrator. The flag is read from the database on every request, so taking it away from
 * someone takes effect at once, also in sessions that are already open.
 */
export async function requireAdmin(db: Database, request: FastifyRequest): Promise<AdminActor> {
  const userId = request.session?.userId;
  if (!userId) throw new AppError('unauthenticated');
  const [row] = await db.select({ isAdmin: users.isAdmin, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row?.isAdmin) throw new AppError('forbidden');
  return { id: userId, email: row.email };
}
