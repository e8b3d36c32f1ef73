import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from './serverProcess.ts';

/**
 * Prepares one data folder (database migrated and seeded, administrator created) that every
 * worker's server starts from as a copy: a worker (also one restarted after a failing test) then
 * starts in about half the time. The folder's path goes to the workers in E2E_TEMPLATE_DIR.
 */
export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'bar-e2e-template-'));
  const server = await startServer(template, await freePort(99));
  const how = await server.stop();
  if (how !== 'exit code 0') throw new Error(`the template server ended with ${how} (log in ${template}/server.log)`);
  rmSync(join(template, 'server.log'), { force: true });
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
