import { z } from 'zod';
import { INQUIRY_STATUSES } from './adminLists.ts';
import { recordIdSchema } from './ids.ts';
import { msg } from './messages.ts';

/**
 * How staff work an inquiry (admin only): `POST /api/inquiries/{id}/messages` mails a reply to
 * the customer in their language, `POST /api/inquiries/{id}/notes` keeps an internal note,
 * `PATCH /api/inquiries/{id}` moves the status and/or assigns it to an administrator. Every step
 * is kept in the inquiry's `history`. Requests are strict: an unknown field is a 422.
 */

/** The longest reply or note; a longer text is a 422 naming `body`. */
export const INQUIRY_TEXT_MAX = 5000;

function inquiryText(field: 'field.reply' | 'field.note') {
  return z
    .string({ error: msg('validation.fieldRequired', { field }) })
    .trim()
    .min(1, msg('validation.fieldRequired', { field }))
    .max(INQUIRY_TEXT_MAX, msg('validation.fieldMax', { field, max: INQUIRY_TEXT_MAX }));
}

/** `POST /api/inquiries/{id}/messages`: the reply mailed to the customer. */
export const inquiryMessageRequestSchema = z.strictObject({ body: inquiryText('field.reply') });
export type InquiryMessageRequest = z.input<typeof inquiryMessageRequestSchema>;

/** `POST /api/inquiries/{id}/notes`: seen by staff only, never mailed. */
export const inquiryNoteRequestSchema = z.strictObject({ body: inquiryText('field.note') });
export type InquiryNoteRequest = z.input<typeof inquiryNoteRequestSchema>;

/** `PATCH /api/inquiries/{id}`: a new status, an assignee (an administrator's id, null: nobody), or both. */
export const adminInquiryPatchRequestSchema = z
  .strictObject({
    status: z.enum(INQUIRY_STATUSES, { error: msg('validation.fieldInvalid', { field: 'field.status' }) }).optional(),
    assignee_id: recordIdSchema.nullable().optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assignee_id !== undefined, {
    message: msg('validation.fieldRequired', { field: 'field.status' }),
    path: ['status'],
  });
export type AdminInquiryPatchRequest = z.input<typeof adminInquiryPatchRequestSchema>;

export const INQUIRY_EVENT_KINDS = ['status', 'message', 'note', 'assignment', 'live_joined', 'live_ended'] as const;

/**
 * Who ended a live consultation: the customer, the consultant (leaving), or the server once the
 * consultant had no live view of the bar open for a while.
 */
export const LIVE_CONSULTATION_ENDERS = ['customer', 'consultant', 'timeout'] as const;
export type LiveConsultationEnder = (typeof LIVE_CONSULTATION_ENDERS)[number];
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];

const personSchema = z.object({
  /** Null once the account is deleted; the e-mail stays as it was. */
  id: z.int().nullable(),
  email: z.string(),
});

/** One step in an inquiry's history: who did what when. */
export const inquiryEventSchema = z.object({
  id: z.int(),
  kind: z.enum(INQUIRY_EVENT_KINDS),
  created_at: z.string(),
  actor: personSchema,
  /** A reply's or a note's text; null for the other kinds. */
  body: z.string().nullable(),
  /** A status change: from and to. */
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  /** An assignment: to whom; null when the inquiry was unassigned. */
  assignee: personSchema.nullable(),
  /** `live_ended`: who ended the live consultation (the actor is the consultant either way); null for the other kinds. */
  ended_by: z.enum(LIVE_CONSULTATION_ENDERS).nullable(),
});
export type InquiryEvent = z.infer<typeof inquiryEventSchema>;

/**
 * "Join live" (`POST /api/inquiries/{id}/live`, admin only): an administrator opens the customer's
 * bar of the inquiry in the editor and may edit it with the customer until the customer ends it or
 * the administrator leaves (`DELETE /api/bars/{bar}/consultation`), or until the administrator has
 * had no live view of the bar open for a while (`timeout`). `ended_at` null: still open.
 */
export const liveConsultationSchema = z.object({
  id: z.int(),
  bar_id: z.string(),
  inquiry_id: z.int(),
  consultant: personSchema,
  started_at: z.string(),
  ended_at: z.string().nullable(),
  ended_by: z.enum(LIVE_CONSULTATION_ENDERS).nullable(),
});
export type LiveConsultation = z.infer<typeof liveConsultationSchema>;
export const liveConsultationResponseSchema = z.object({ data: liveConsultationSchema });

/** An administrator an inquiry may be assigned to. */
export const inquiryAssigneeSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string().nullable(),
});
export type InquiryAssignee = z.infer<typeof inquiryAssigneeSchema>;

/** `GET /api/inquiry-assignees`: every administrator, by e-mail. */
export const inquiryAssigneesResponseSchema = z.object({ data: z.array(inquiryAssigneeSchema) });
