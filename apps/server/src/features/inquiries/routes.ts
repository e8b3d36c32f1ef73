import { inquiryRequestSchema, inquiryResponseSchema } from '@bar/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../appError.ts';
import { requireUserId } from '../addresses/routes.ts';
import { ipSubject, THROTTLE_RULES } from '../auth/throttle.ts';
import { findUserById } from '../auth/users.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { createInquiry, presentInquiry } from './createInquiry.ts';
import { idempotencyKeyOf, idempotent } from './idempotency.ts';
import { confirmToCustomerJob, notifyAdminsJob } from './jobs.ts';

export type InquiryRoutesOptions = { publicUrl: string };

/** `POST /api/inquiries`: a verified user asks for a quote for one of their bars. */
export const inquiryRoutes: FastifyPluginAsyncZod<InquiryRoutesOptions> = async (app, options) => {
  app.jobs.register(notifyAdminsJob(options.publicUrl));
  app.jobs.register(confirmToCustomerJob);

  // Who may ask comes before what was asked: a guest gets 401, an unverified user 403, then 422.
  app.addHook('preValidation', async (request) => {
    const user = await findUserById(app.db, requireUserId(request));
    if (!user) throw new AppError('unauthenticated');
    if (!user.emailVerifiedAt) {
      throw new AppError('forbidden', { key: 'inquiries.verifyEmail' });
    }
  });

  app.post(
    '/inquiries',
    { schema: { body: inquiryRequestSchema, response: { 201: inquiryResponseSchema } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const userId = requireUserId(request);
      // Every inquiry mails the customer and the administrators: counted per user and per IP.
      await app.throttles.enforce(request, [
        { rule: THROTTLE_RULES.inquiryPerUser, subject: `user:${userId}` },
        { rule: THROTTLE_RULES.inquiryPerIp, subject: ipSubject(request) },
      ]);
      // Read before the transaction: on PGlite a query outside it would wait for it to end.
      const catalogue = await loadCatalogue(app.db);
      const answer = await idempotent(
        app.db,
        { owner: { userId }, scope: 'POST /api/inquiries', key, body: request.body },
        async (transaction) => {
          const inquiry = await createInquiry(transaction, app.jobs, {
            userId,
            locale: request.locale,
            body: request.body,
            catalogue,
          });
          return { status: 201, body: { data: presentInquiry(inquiry) } };
        },
      );
      // Only this route's 201 answers are stored, so a replayed one has the same shape.
      return reply.code(answer.status as 201).send(answer.body as z.infer<typeof inquiryResponseSchema>);
    },
  );
};
