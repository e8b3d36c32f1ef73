import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** What a handler gets besides its payload: the app (db, mailer, log, jobs) and the job's identity. */
export type JobContext = {
  app: FastifyInstance;
  jobId: string;
  /** 0 on the first attempt, 1 on the first retry, ... */
  retryCount: number;
};

/**
 * A background job. The handler must be safe to run twice: a worker that crashes after the work
 * but before pg-boss records completion runs it again. `version` is part of the queue name, so a
 * changed payload schema gets a new version and old jobs still reach the handler that reads them.
 */
export type JobDefinition<Payload> = {
  name: string;
  version: number;
  payloadSchema: z.ZodType<Payload>;
  handler(payload: Payload, context: JobContext): Promise<void>;
};

/** Keeps the payload type tied to its schema at the definition site. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** pg-boss queue names: the job's name and version; failures after the last retry go to its dead-letter queue. */
export function queueName(definition: { name: string; version: number }): string {
  return `${definition.name}-v${definition.version}`;
}

export function deadLetterQueueName(definition: { name: string; version: number }): string {
  return `${queueName(definition)}-dead`;
}
