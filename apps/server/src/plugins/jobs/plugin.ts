import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../../db/client.ts';
import { deadLetterQueueName, type JobDefinition, queueName } from './definition.ts';
import { pgBossExecutor, type SqlRunner } from './sqlExecutor.ts';

export type RetryPolicy = {
  /** Retries after the first attempt; then the job goes to its dead-letter queue. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay on every retry (with pg-boss's jitter). */
  backoff: boolean;
};

export type JobsOptions = {
  connection: DatabaseConnection;
  /** Whether this process works the queues (the worker, or the server in the embedded default). */
  runWorker: boolean;
  retry: RetryPolicy;
  pollingIntervalSeconds: number;
  /** An active job older than this is failed by maintenance (its worker is presumed dead) and retried. */
  expireSeconds: number;
  /** How often pg-boss's maintenance (expiry, archiving) runs; one process at a time does it. */
  maintenanceSeconds: number;
  /**
   * On close, how long running jobs may go on before they are failed and so return to the queue
   * for a retry; below close-with-grace's delay, so that this happens before the process is cut.
   */
  stopTimeoutMs: number;
};

export type EnqueueOptions = {
  /**
   * At most one job per key waits or runs: while one with this key is queued, retrying or
   * active, enqueue rejects with "singleton key already queued".
   */
  singletonKey?: string;
  /** An open transaction: the job is inserted in it and exists only if it commits. */
  transaction?: SqlRunner;
};

export type Jobs = {
  /** Call before the app is ready (in a feature plugin); the worker starts on ready. */
  register<Payload>(definition: JobDefinition<Payload>): void;
  /** Validates the payload against the registered schema and queues it; returns the job id. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Jobs that failed their last retry (tests, operations). */
  deadLetters(name: string): Promise<Array<{ id: string; data: unknown }>>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };

/**
 * On PostgreSQL a process that does not work a queue (a server beside `npm run worker`) sends the
 * queue's name on this channel with each job it queues, and workers LISTEN: a job starts at once
 * in another process too, not at that worker's next poll.
 */
export const JOBS_CHANNEL = 'bar_jobs';

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsOptions) => {
    const definitions = new Map<string, JobDefinition<unknown>>();
    // pg-boss writes a finished job's completion without waiting for it (its worker moves on), so
    // that write may still be on its way when `stop` resolves: the database closes only once
    // every statement pg-boss started has ended (see the onClose hook below).
    const bossStatements = new Set<Promise<unknown>>();
    const executeSql = (text: string, values?: unknown[]) => {
      const statement = options.connection.runSql(text, values);
      bossStatements.add(statement);
      const settled = () => bossStatements.delete(statement);
      statement.then(settled, settled);
      return statement;
    };
    const boss = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      // Cron is unused; without it no clock-skew checks poll the database.
      schedule: false,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      maintenanceIntervalSeconds: options.maintenanceSeconds,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();

    // The in-process workers by queue. A job queued in this process wakes its worker at once
    // instead of waiting for the next poll (pg-boss polls every `pollingIntervalSeconds`).
    const workerIds = new Map<string, string>();
    const wake = (queue: string): void => {
      const workerId = workerIds.get(queue);
      if (workerId) boss.notifyWorker(workerId);
    };
    // A job queued inside the caller's transaction exists only once that commits, which happens
    // before the reply of the request that queued it: the queue is woken when a reply went out.
    const wakeAfterReply = new Set<string>();

    const definitionOf = (name: string): JobDefinition<unknown> => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job named "${name}" is registered`);
      return definition;
    };

    const jobs: Jobs = {
      register(definition) {
        if (definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice`);
        definitions.set(definition.name, definition as JobDefinition<unknown>);
      },
      async enqueue(name, payload, enqueueOptions = {}) {
        const definition = definitionOf(name);
        const data = definition.payloadSchema.parse(payload) as object;
        const queue = queueName(definition);
        const { singletonKey, transaction } = enqueueOptions;
        // NOTIFY inside a transaction is delivered when it commits, so never before the job exists.
        const notifyOthers = options.connection.driver === 'postgres' && !workerIds.has(queue);
        const insert = async (runner: SqlRunner): Promise<string | null> => {
          if (singletonKey) await refuseWhileQueued(runner, queue, singletonKey, name);
          const id = await boss.send(queue, data, {
            ...(singletonKey ? { singletonKey } : {}),
            db: pgBossExecutor(runner),
          });
          if (notifyOthers) await runner.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
          return id;
        };
        const id =
          transaction || singletonKey || notifyOthers
            ? await (transaction ? insert(transaction) : options.connection.db.transaction((tx) => insert(tx)))
            : await boss.send(queue, data);
        if (!id) throw new Error(`Job "${name}" was not queued`);
        if (transaction) wakeAfterReply.add(queue);
        else wake(queue);
        return id;
      },
      async deadLetters(name) {
        // pg-boss 10 keeps every job of a queue, whatever its state, in pgboss.job until archived.
        const { rows } = await options.connection.runSql(
          'SELECT id, data FROM pgboss.job WHERE name = $1 ORDER BY created_on',
          [deadLetterQueueName(definitionOf(name))],
        );
        return rows as Array<{ id: string; data: unknown }>;
      },
    };
    app.decorate('jobs', jobs);
    app.addHook('onResponse', async () => {
      if (wakeAfterReply.size === 0) return;
      for (const queue of wakeAfterReply) wake(queue);
      wakeAfterReply.clear();
    });

    let stopListening: (() => Promise<void>) | null = null;

    // Queues are created once every feature has registered its jobs; creating them is idempotent.
    // A database that is down at that moment must not keep the server from answering (health
    // says 503): the failure is logged and the process goes on without working the queues.
    app.addHook('onReady', async () => {
      try {
        for (const definition of definitions.values()) await createQueues(boss, definition, options);
        if (options.runWorker) {
          for (const definition of definitions.values()) {
            workerIds.set(queueName(definition), await startWorker(app, boss, definition, wake));
          }
          if (options.connection.driver === 'postgres') {
            stopListening = await options.connection.listen(JOBS_CHANNEL, wake);
          }
        }
      } catch (error) {
        app.log.error({ err: error }, 'job queues not started');
      }
    });
    // Shutdown: no new job is fetched from the moment the app starts closing; running jobs finish
    // while the requests in flight are answered, and those still running after `stopTimeoutMs`
    // are failed, so pg-boss retries them (handlers are safe to run twice). The database closes
    // only after this (onClose hooks run in reverse order of registration). Requests in flight may
    // still queue jobs meanwhile: sending does not need the workers.
    let stopped: Promise<void> = Promise.resolve();
    app.addHook('preClose', async () => {
      await stopListening?.();
      stopped = boss
        .stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs })
        .catch((error: unknown) => app.log.error({ err: error }, 'job queue did not stop cleanly'));
    });
    app.addHook('onClose', async () => {
      await stopped;
      await Promise.allSettled([...bossStatements]);
    });
  },
  { name: 'jobs', dependencies: ['db', 'mailer'] },
);

/**
 * pg-boss's standard queues do not deduplicate by singleton key, so the key is checked here: an
 * advisory lock per queue and key makes the check and the insert one step for every process.
 */
async function refuseWhileQueued(runner: SqlRunner, queue: string, singletonKey: string, name: string): Promise<void> {
  await runner.execute(sql`select pg_advisory_xact_lock(hashtext(${`${queue}:${singletonKey}`}))`);
  const result = (await runner.execute(
    sql`select 1 from pgboss.job where name = ${queue} and singleton_key = ${singletonKey} and state in ('created', 'retry', 'active') limit 1`,
  )) as { rows: unknown[] };
  if (result.rows.length > 0) throw new Error(`Job "${name}" was not queued (singleton key already queued)`);
}

/** Creates the queues, or brings an existing queue's policy up to the current configuration. */
async function createQueues(boss: PgBoss, definition: JobDefinition<unknown>, options: JobsOptions): Promise<void> {
  const deadLetter = deadLetterQueueName(definition);
  await boss.createQueue(deadLetter);
  const policy = {
    retryLimit: options.retry.limit,
    retryDelay: options.retry.delaySeconds,
    retryBackoff: options.retry.backoff,
    expireInSeconds: options.expireSeconds,
    deadLetter,
  };
  const name = queueName(definition);
  if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...policy });
  else await boss.createQueue(name, { name, ...policy });
}

/**
 * Works one job at a time; returns the worker's id. After each job the worker is woken again, so
 * it fetches the next one at once and only waits for the poll once the queue is empty.
 */
async function startWorker(
  app: FastifyInstance,
  boss: PgBoss,
  definition: JobDefinition<unknown>,
  wake: (queue: string) => void,
): Promise<string> {
  const queue = queueName(definition);
  return boss.work<unknown>(queue, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    wake(queue);
    const log = app.log.child({ job: queue, jobId: job.id, retryCount: job.retryCount });
    try {
      const payload = definition.payloadSchema.parse(job.data);
      await definition.handler(payload, { app, jobId: job.id, retryCount: job.retryCount });
    } catch (error) {
      log.warn({ err: error }, 'job failed; pg-boss retries it or moves it to the dead-letter queue');
      throw error;
    }
  });
}
