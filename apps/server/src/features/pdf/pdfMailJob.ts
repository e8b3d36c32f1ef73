import { PARTS_SCOPES, pdfPicturesSchema } from '@bar/contracts/pdf';
import { FALLBACK_LOCALE, isLocale, LOCALES } from '@bar/domain/locale';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { sendOnce } from '../../mail/sendOnce.ts';
import { defineJob } from '../../plugins/jobs/definition.ts';
import { findBar } from '../bars/repository.ts';
import { inventoryToSubtract, loadPictures, makeBarPdf } from './makeBarPdf.ts';
import { fillText, PARTS_LIST_PDF_TEXTS } from './partsListTexts.ts';

export const PDF_MAIL_JOB = 'pdf-mail';

const payloadSchema = z.object({
  bar_id: z.string(),
  user_id: z.number().int(),
  locale: z.enum(LOCALES),
  pictures: pdfPicturesSchema,
  /** Absent in jobs queued before the choice existed: those list every part. */
  parts: z.enum(PARTS_SCOPES).optional(),
});
export type PdfMailPayload = z.infer<typeof payloadSchema>;

/**
 * Builds the parts-list PDF of the bar as it is when the job runs and mails it to the user, in the
 * user's language, with every part or only what the user still has to order. A bar removed or a
 * user gone (or no longer verified) in the meantime gets no mail. The mail ledger keys the mail by
 * job, so a retried job sends it at most once.
 */
export const pdfMailJob = defineJob<PdfMailPayload>({
  name: PDF_MAIL_JOB,
  version: 1,
  payloadSchema,
  async handler(payload, { app, jobId }) {
    const bar = await findBar(app.db, payload.bar_id);
    if (!bar || bar.deletedAt) return;
    const [user] = await app.db
      .select({ email: users.email, locale: users.locale, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, payload.user_id))
      .limit(1);
    if (!user?.verifiedAt) return;
    const locale = isLocale(user.locale) ? user.locale : isLocale(payload.locale) ? payload.locale : FALLBACK_LOCALE;
    const pictures = await loadPictures(app, payload.pictures);
    // The inventory as it is when the job runs, like the bar.
    const inventory = await inventoryToSubtract(app, payload.parts, payload.user_id);
    const pdf = await makeBarPdf(app, bar, locale, pictures, inventory);
    const texts = PARTS_LIST_PDF_TEXTS[locale];
    await sendOnce(app.db, app.mailer, {
      key: `pdf:${jobId}`,
      message: {
        to: user.email,
        locale,
        subject: fillText(texts.mailSubject, { name: bar.name }),
        text: fillText(texts.mailText, { name: bar.name }),
        attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }],
      },
    });
  },
});
