import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** PGlite runs one statement at a time; PostgreSQL runs a pool's statements side by side. */
    dbDriver: DatabaseConnection['driver'];
  }
}

export type DbPluginOptions = {
  connection: DatabaseConnection;
  /** Whether closing the app closes the connection (false when the caller shares it). */
  closeOnShutdown: boolean;
};

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    app.decorate('db', options.connection.db);
    app.decorate('dbDriver', options.connection.driver);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.connection.close());
  },
  { name: 'db' },
);
