import type { ConsultationDto, ConsultationInput } from '@bar/contracts/consultations';
import type { Locale } from '@bar/domain/locale';
import type { Database } from '../../db/client.ts';
import { type ConsultationRow, inquiries, isConsultation } from '../../db/schemaQuotes.ts';
import type { Jobs } from '../../plugins/jobs/plugin.ts';
import { NOTIFY_ADMINS_OF_CONSULTATION_JOB } from './jobs.ts';

export function presentConsultation(row: ConsultationRow): ConsultationDto {
  return { id: row.id, kind: 'consultation', status: row.status, created_at: row.createdAt.toISOString() };
}

/**
 * Stores the consultation request (with the account, when someone is logged in) and queues the
 * administrators' notification, in the caller's transaction: either both or neither. The contact
 * consent is the only one asked; a call is what the request is for, a newsletter is not offered.
 */
export async function createConsultation(
  transaction: Database,
  jobs: Jobs,
  input: { userId: number | null; locale: Locale; body: ConsultationInput },
): Promise<ConsultationRow> {
  const { body } = input;
  const [row] = await transaction
    .insert(inquiries)
    .values({
      kind: 'consultation',
      userId: input.userId,
      contact: {
        name: body.name,
        email: body.email,
        phone: body.phone,
        country: body.country,
        preferred_time: body.preferred_time,
        topic: body.topic,
      },
      message: body.message || null,
      consentContact: body.consent_contact,
      consentCall: true,
      consentNewsletter: false,
      locale: input.locale,
    })
    .returning();
  if (!row || !isConsultation(row)) throw new Error('consultation insert returned nothing');
  await jobs.enqueue(NOTIFY_ADMINS_OF_CONSULTATION_JOB, { inquiry_id: row.id }, { transaction });
  return row;
}
