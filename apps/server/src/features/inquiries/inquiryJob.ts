import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type InquiryRow, inquiries } from '../../db/schemaQuotes.ts';
import { defineJob, type JobDefinition } from '../../plugins/jobs/definition.ts';

/** What a job about one inquiry (a quote request or a consultation) is queued with. */
const inquiryJobPayload = z.object({ inquiry_id: z.number().int().positive() });

export type InquiryJobPayload = z.infer<typeof inquiryJobPayload>;

/**
 * A job about one inquiry of one kind: `work` gets the inquiry as stored when the job runs, and is
 * not called when it is gone since or is of the other kind (nothing left to do).
 */
export function defineInquiryJob<Row extends InquiryRow>(
  name: string,
  isKind: (row: InquiryRow) => row is Row,
  work: (row: Row, app: FastifyInstance) => Promise<void>,
): JobDefinition<InquiryJobPayload> {
  return defineJob({
    name,
    version: 1,
    payloadSchema: inquiryJobPayload,
    handler: async ({ inquiry_id }, { app }) => {
      const [row] = await app.db.select().from(inquiries).where(eq(inquiries.id, inquiry_id));
      if (row && isKind(row)) await work(row, app);
    },
  });
}
