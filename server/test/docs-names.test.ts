import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name what is there (issue 29): every path of the tree and every identifier of ours that
 * docs/*.md, README.md and DEVELOPERS.md write in backticks exists, and a name written with the file it
 * lives in ("`queryPage` (`db/list.ts`)") is in that file; vitest.config.ts lists only tests that exist.
 * A rename or a deletion that forgets its docs fails here. A name gone on purpose, as a superseded
 * decision tells its history, is struck through: ~~`name`~~.
 *
 * What counts as ours: a path whose first folder is one of the tree's, or a file name with a source
 * extension; an identifier in camelCase, PascalCase with a second capital, or with an underscore.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
const docs = tracked.filter(
  (f) => (f.startsWith('docs/') && f.endsWith('.md')) || f === 'README.md' || f === 'DEVELOPERS.md',
);

/** Made by running or building the app, not kept in the tree. */
const MADE_BY_RUNNING = new Set(['web/dist', 'server/dist', 'manifest.json']);
/** PostgreSQL's and Node's own names that the docs discuss. */
const NOT_OURS = new Set(['shared_buffers', 'jsonb_build_object', 'row_to_json', 'monitorEventLoopDelay']);

const sourceFiles = tracked.filter(
  (f) =>
    (/\.(ts|tsx|js|mjs|cjs|json|sql|conf|scss|css|sh)$/.test(f) || f === '.ci/run') &&
    !f.endsWith('package-lock.json') &&
    !f.startsWith('docs/') &&
    fs.existsSync(path.join(root, f)),
);
const read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8');
const source = sourceFiles.map(read).join('\n');
const folders = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const folderNames = new Set([...folders].map((d) => d.split('/').pop()!));
const endsWith = (whole: string, part: string) => whole === part || whole.endsWith(`/${part}`);
const filesAt = (p: string) => tracked.filter((f) => endsWith(f, p));
const exists = (p: string) => {
  const bare = p.replace(/^\.\//, '').replace(/\/$/, '');
  return (
    filesAt(bare).length > 0 ||
    [...folders].some((d) => endsWith(d, bare)) ||
    [...MADE_BY_RUNNING].some((made) => bare === made || bare.startsWith(`${made}/`))
  );
};

const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|json|txt|conf|scss|css|eml|sh)$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isOurs = (name: string) =>
  /[a-z][A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name) || name.includes('_');

/** A doc's text without what is struck through, lines joined (a name and its file may straddle two). */
const textOf = (doc: string) =>
  read(doc)
    .replace(/~~`[^`\n]+`~~/g, '')
    .replace(/\n\s*/g, ' ');

describe('the docs', () => {
  it('name only paths and identifiers that exist', () => {
    const missing: string[] = [];
    for (const doc of docs) {
      for (const [, quoted] of textOf(doc).matchAll(/`([^`]+)`/g)) {
        const token = quoted!.trim();
        if (/\s|[*<>{}$=…:]|NNN/.test(token) || /^(\/|\.\.\/|~)/.test(token)) continue;
        const first = token.replace(/^\.\//, '').split('/')[0]!;
        const isPath =
          (token.includes('/') && folderNames.has(first)) ||
          (SOURCE_FILE.test(token) && !/^\.\w+$/.test(token));
        if (isPath) {
          if (!exists(token)) missing.push(`${doc}: the path ${token}`);
          continue;
        }
        const name = token.replace(/\(\)$/, '').split('.').pop()!;
        if (!token.includes('/') && IDENTIFIER.test(name) && isOurs(name) && !NOT_OURS.has(name))
          if (!source.includes(name)) missing.push(`${doc}: the name ${token}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name each identifier given with its file where that file has it', () => {
    const misplaced: string[] = [];
    for (const doc of docs) {
      for (const [, name, file] of textOf(doc).matchAll(
        /`([A-Za-z_]\w*)(?:\(\))?` \(`([\w./-]+\.(?:ts|tsx|sql))`\)/g,
      )) {
        const files = filesAt(file!);
        if (files.length > 0 && !files.some((f) => read(f).includes(name!)))
          misplaced.push(`${doc}: ${name} is not in ${file}`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('and vitest.config.ts lists only test files that exist', () => {
    const listed = [...read('vitest.config.ts').matchAll(/'((?:src|test)\/[\w./-]+\.test\.ts)'/g)].map(
      (m) => m[1]!,
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((file) => !fs.existsSync(path.join(root, 'server', file)))).toEqual([]);
  });
});
