import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; `npm run db:check` fails when they lag.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema*.ts',
  out: './src/db/migrations',
});
