import { idParamsSchema } from '@bar/contracts/ids';
import type { Locale } from '@bar/domain/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type AuditedRecord, audited } from '../audit/audited.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The schema of `PUT /…/:id`, which changes the numbered record: its id, the body it reads, its 200 reply. */
export function recordUpdateSchema<Body extends z.ZodType, Reply extends z.ZodType>(body: Body, response: Reply) {
  return { params: idParamsSchema, body, response: { 200: response } };
}

/** One write of a record: the body it reads, the reply it documents and the change itself. */
type RecordWrite<Values, Presented, Write> = {
  body: z.ZodType<Values>;
  response: z.ZodType<{ data: Presented }>;
  write: Write;
};

/** A catalogue record the admin area changes and creates as a whole (colours, assemblies). */
export type RecordWrites<Row, Presented, UpdateValues, CreateValues> = {
  /** The collection: `PUT {path}/:id` changes one record, `POST {path}` adds one. */
  path: string;
  record: AuditedRecord;
  /** The record as the replies carry it in `data`. */
  present: (row: Row) => Presented;
  update: RecordWrite<
    UpdateValues,
    Presented,
    (tx: Database, id: number, values: UpdateValues, locale: Locale) => Promise<Row>
  >;
  create: RecordWrite<CreateValues, Presented, (tx: Database, values: CreateValues, locale: Locale) => Promise<Row>>;
};

/**
 * `PUT {path}/:id` and `POST {path}` (201) of a record: each write runs audited in one
 * transaction and answers with the record as stored.
 */
export function recordWriteRoutes<Row, Presented, UpdateValues, CreateValues>(
  app: ZodApp,
  { path, record, present, update, create }: RecordWrites<Row, Presented, UpdateValues, CreateValues>,
): void {
  app.put(`${path}/:id`, { schema: recordUpdateSchema(update.body, update.response) }, async (request) => {
    const { id } = request.params;
    // The body passed `update.body`, whose output these values are (fastify cannot tell for any schema).
    const values = request.body as UpdateValues;
    const row = await audited(app.db, request, { record, id }, (tx) => update.write(tx, id, values, request.locale));
    return { data: present(row) };
  });

  app.post(path, { schema: { body: create.body, response: { 201: create.response } } }, async (request, reply) => {
    const values = request.body as CreateValues;
    const row = await audited(app.db, request, { record }, (tx) => create.write(tx, values, request.locale));
    return reply.code(201).send({ data: present(row) });
  });
}
