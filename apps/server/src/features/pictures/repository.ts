import type { BarPicture, BarPictureKind } from '@bar/contracts/barPicture';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { barPictures, uploads } from '../../db/schemaContent.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bar's picture as stored: the upload that holds its bytes, and what the API tells of it. */
export type StoredBarPicture = { uploadId: string } & Omit<BarPicture, 'created_at'> & { createdAt: Date };

/** The bar's picture without its bytes, or null. */
export async function findBarPicture(db: Database, barId: string): Promise<StoredBarPicture | null> {
  if (!UUID.test(barId)) return null;
  const [row] = await db
    .select({
      uploadId: barPictures.uploadId,
      kind: barPictures.kind,
      bar_version: barPictures.barVersion,
      createdAt: barPictures.createdAt,
      content_type: uploads.contentType,
      width: uploads.width,
      height: uploads.height,
    })
    .from(barPictures)
    .innerJoin(uploads, eq(uploads.id, barPictures.uploadId))
    .where(eq(barPictures.barId, barId))
    .limit(1);
  return row ?? null;
}

export function presentBarPicture(picture: StoredBarPicture): BarPicture {
  const { uploadId: _uploadId, createdAt, ...shown } = picture;
  return { ...shown, created_at: createdAt.toISOString() };
}

/** A photo replaces any picture; a raster replaces only a raster (or nothing). */
export function mayReplace(current: BarPictureKind | null, next: BarPictureKind): boolean {
  return current !== 'photo' || next === 'photo';
}

export type PictureChange = { isStored: true; replacedUploadId: string | null } | { isStored: false };

/**
 * Makes the upload the bar's picture unless the bar's current picture outranks it. The bar's row
 * is locked first, so two pictures stored at once end one after the other (and a raster arriving
 * after a photo sees the photo); the upload the picture replaced is named for removal.
 */
export async function storeBarPicture(
  db: Database,
  picture: { barId: string; uploadId: string; kind: BarPictureKind; barVersion: number },
): Promise<PictureChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ uploadId: barPictures.uploadId, kind: barPictures.kind })
      .from(barPictures)
      .where(eq(barPictures.barId, picture.barId))
      .for('update');
    if (!mayReplace(current?.kind ?? null, picture.kind)) return { isStored: false };
    const values = {
      uploadId: picture.uploadId,
      kind: picture.kind,
      barVersion: picture.barVersion,
      createdAt: new Date(),
    };
    if (current) {
      await tx.update(barPictures).set(values).where(eq(barPictures.barId, picture.barId));
      return { isStored: true, replacedUploadId: current.uploadId };
    }
    // Another picture may be stored meanwhile (no row was there to lock): the same rule decides.
    // What it replaced is then no longer named anywhere, and the sweep of unreferenced uploads removes it.
    const inserted = await tx
      .insert(barPictures)
      .values({ barId: picture.barId, ...values })
      .onConflictDoUpdate({
        target: barPictures.barId,
        set: values,
        setWhere: sql`${barPictures.kind} <> 'photo' or excluded.kind = 'photo'`,
      })
      .returning({ barId: barPictures.barId });
    return inserted.length > 0 ? { isStored: true, replacedUploadId: null } : { isStored: false };
  });
}

/** Removes the bar's picture row; returns the upload it named (to remove too), or null when there was none. */
export async function deleteBarPictureRow(db: Database, barId: string): Promise<string | null> {
  const [row] = await db
    .delete(barPictures)
    .where(eq(barPictures.barId, barId))
    .returning({ uploadId: barPictures.uploadId });
  return row?.uploadId ?? null;
}
