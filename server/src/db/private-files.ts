import fs from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded engine's files are for the account that runs Bunkhouse alone (review D4): tenants'
 * data, the ledger and the settings key must not be readable, let alone writable, by any other local
 * account. The process's umask takes group and other permissions off what it creates;
 * `OwnerOnlyNodeFS` does the same for PGlite, which sets its files' modes itself; `makeOwnerOnly`
 * closes a directory another umask (or a version before this one) left open.
 */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Takes group and other permissions off `dir` and everything under it (a symbolic link is neither
 * changed nor followed); answers how many paths changed.
 */
export function makeOwnerOnly(dir: string): number {
  let changed = 0;
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) {
      fs.chmodSync(p, stat.mode & 0o7700);
      changed++;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
  };
  visit(dir);
  return changed;
}

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type Chmod = (target: unknown, mode: number) => void;
type DoSetAttr = (target: unknown, node: unknown, attr: unknown, chmod: Chmod, ...rest: unknown[]) => void;

/**
 * PGlite's Node file system, keeping every file and directory owner-only. Emscripten creates a file
 * and then sets the mode PostgreSQL asked for with an explicit chmod (0666 for nearly all of them,
 * which no umask reaches): each chmod through its Node file system (`NODEFS.doSetAttr`, where both
 * chmod paths meet) keeps the owner's bits only. Should a PGlite upgrade move that function, opening
 * the database fails here rather than writing world-writable files.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: Parameters<NodeFS['init']>[0], opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const keepOwnerOnly = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as { doSetAttr?: DoSetAttr };
      const doSetAttr = nodefs.doSetAttr;
      if (typeof doSetAttr !== 'function') {
        throw new Error(
          "PGlite's file system has no NODEFS.doSetAttr: its files' modes cannot be kept owner-only",
        );
      }
      nodefs.doSetAttr = (target, node, attr, chmod, ...rest) =>
        doSetAttr.call(nodefs, target, node, attr, (t, mode) => chmod(t, mode & ~OWNER_ONLY_UMASK), ...rest);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), keepOwnerOnly] },
    };
  }
}
