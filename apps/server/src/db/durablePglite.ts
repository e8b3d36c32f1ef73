import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's data folder, made durable: a committed transaction is on disk, not only in the
 * operating system's cache, when PGlite answers the COMMIT.
 *
 * Out of the box PGlite loses that promise twice. It starts PostgreSQL with `-F` (fsync off), so
 * PostgreSQL never asks for a sync; and the Emscripten file system that maps the folder (NODEFS)
 * has no `fsync` among its stream operations, so even a sync that PostgreSQL asks for does nothing.
 * A killed process loses nothing either way (its writes are in the kernel's cache), but an
 * operating-system crash or a power cut could lose committed saves or leave a data folder that
 * does not start.
 *
 * So: PostgreSQL runs with fsync on, and syncs the write-ahead log with `fsync()`
 * (`wal_sync_method = fsync`): PGlite's `fdatasync()` is a no-op that does not even reach the
 * file system, while `fsync()` reaches the stream's `fsync` operation, which this file system
 * gives to NODEFS as a real `fsync` of the file on disk. Checkpoints sync the data files and the
 * folders the same way.
 */
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: ModuleOptions): Promise<{ emscriptenOpts: ModuleOptions }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const addSync: PreRun = (module) => {
      // NODEFS's streams share this one object, so every file opened in the folder gets it.
      const streamOps = (module.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
      streamOps.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addSync] } };
  }
}

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<ModuleOptions['preRun']>[number];

/**
 * PGlite's own start parameters without `-F` (fsync off), and with the settings of a durable
 * commit (on the command line, they win over any postgresql.conf in the folder).
 */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  ...['fsync=on', 'synchronous_commit=on', 'wal_sync_method=fsync'].flatMap((setting) => ['-c', setting]),
];

/** The options that put a PGlite database in the folder `dir` with durable commits. */
export function durableFolderOptions(dir: string): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new SyncingNodeFS(dir), startParams: durableStartParams };
}
