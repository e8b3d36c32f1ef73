import { ilike } from 'drizzle-orm';
import { notifications } from '../../../../db/schemaQuotes.ts';
import { defineList } from '../listPage.ts';
import { equalsFilter } from '../sqlText.ts';

/** `GET /api/notifications-index`: the notification e-mails sent to administrators. */
export const notificationsList = defineList({
  list: 'notifications',
  fields: () => ({
    id: notifications.id,
    kind: notifications.kind,
    recipientEmail: notifications.recipientEmail,
    subject: notifications.subject,
    inquiryId: notifications.inquiryId,
    createdAt: notifications.createdAt,
  }),
  from: (db, fields) => db.select(fields).from(notifications).$dynamic(),
  search: (pattern) => [ilike(notifications.recipientEmail, pattern), ilike(notifications.subject, pattern)],
  sorts: {
    id: () => [notifications.id],
    created_at: () => [notifications.createdAt],
    recipient_email: () => [notifications.recipientEmail],
    kind: () => [notifications.kind],
  },
  filters: { kind: equalsFilter(notifications.kind) },
  present: (row) => ({
    id: row.id,
    kind: row.kind,
    recipient_email: row.recipientEmail,
    subject: row.subject,
    inquiry_id: row.inquiryId,
    created_at: row.createdAt.toISOString(),
  }),
});
