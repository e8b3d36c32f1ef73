import { consultationRequestSchema, consultationResponseSchema } from '@bar/contracts/consultations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../appError.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { type IdempotencyOwner, idempotencyKeyOf, idempotent } from '../inquiries/idempotency.ts';
import { createConsultation, presentConsultation } from './createConsultation.ts';
import { notifyAdminsOfConsultationJob } from './jobs.ts';

export type ConsultationRoutesOptions = { publicUrl: string };

/** `POST /api/consultations`: a guest or a user asks the sales team for a call back. */
export const consultationRoutes: FastifyPluginAsyncZod<ConsultationRoutesOptions> = async (app, options) => {
  app.jobs.register(notifyAdminsOfConsultationJob(options.publicUrl));

  app.post(
    '/consultations',
    { schema: { body: consultationRequestSchema, response: { 201: consultationResponseSchema } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      // The CSRF check lets no unsafe request through without a session; this keeps the types honest.
      const session = request.session;
      if (!session) throw new AppError('csrfTokenMismatch');
      const userId = session.userId;
      // A guest's keys are kept per session: another browser cannot replay (or block) them.
      const owner: IdempotencyOwner = userId !== null ? { userId } : { sessionId: session.id };
      // Every request mails the administrators: counted per given address and per IP.
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.consultationPerEmail, subject: `email:${request.body.email.toLowerCase()}` },
        { rule: THROTTLE_RULES.consultationPerIp, subject: ipSubject(request) },
      ]);
      const answer = await idempotent(
        app.db,
        { owner, scope: 'POST /api/consultations', key, body: request.body },
        async (transaction) => {
          const consultation = await createConsultation(transaction, app.jobs, {
            userId,
            locale: request.locale,
            body: request.body,
          });
          return { status: 201, body: { data: presentConsultation(consultation) } };
        },
      );
      // Only this route's 201 answers are stored, so a replayed one has the same shape.
      return reply.code(answer.status as 201).send(answer.body as z.infer<typeof consultationResponseSchema>);
    },
  );
};
