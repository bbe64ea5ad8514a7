/**
 * Builds what changed (issue 29): the web app (Vite) and the server (esbuild, one bundle per command),
 * each only when its inputs differ from those of its last build, which it keeps as a hash beside the
 * output. Prints one line per part: built (with its time) or up to date; the web build's own lines are
 * its size budget (web/scripts/size-budget.mjs). Plain JavaScript, so that it runs before anything is
 * compiled: `node scripts/build.mjs [web] [server]` (both when none is named).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** Every file under the given paths (a folder is walked; tests and what a build writes are skipped). */
function filesUnder(paths) {
  const files = [];
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    if (!fs.statSync(p).isDirectory()) return files.push(p);
    for (const entry of fs.readdirSync(p).sort()) {
      if (entry === 'node_modules' || entry === 'dist' || /\.test\.tsx?$/.test(entry)) continue;
      walk(path.join(p, entry));
    }
  };
  for (const p of paths) walk(at(p));
  return files;
}

/** A hash of the inputs' paths and contents (the output is the same on every supported Node). */
function hashOf(paths) {
  const hash = createHash('sha256');
  for (const file of filesUnder(paths))
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  return hash.digest('hex');
}

const SHARED = ['contract/src', 'contract/package.json', 'package-lock.json', 'scripts/build.mjs'];

export const PARTS = {
  web: {
    out: at('web', 'dist'),
    inputs: [
      ...SHARED,
      'web/src',
      'web/index.html',
      'web/vite.config.ts',
      'web/build',
      'web/scripts',
      'web/package.json',
    ],
    build: () =>
      run(
        process.execPath,
        [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
        at('web'),
      ).then(() => run(process.execPath, [at('web', 'scripts', 'size-budget.mjs')], at('web'))),
  },
  server: {
    out: at('server', 'dist'),
    inputs: [...SHARED, 'server/src', 'server/package.json'],
    build: buildServer,
  },
};

/** Builds the named parts that changed, at once; resolves when all are done. */
export async function build(names = Object.keys(PARTS)) {
  await Promise.all(names.map(buildPart));
}

/** One part: skipped when its output's recorded hash is its inputs' hash, else built and recorded. */
export async function buildPart(name, { quiet = false } = {}) {
  const part = PARTS[name];
  const stamp = path.join(part.out, '.inputs-hash');
  const hash = hashOf(part.inputs);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    if (!quiet) console.log(`${name}: up to date`);
    return;
  }
  const started = performance.now();
  await part.build();
  fs.writeFileSync(stamp, hash);
  console.log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} exited with ${code}`)),
    );
  });
}

/** The commands the server has: each an entry of the bundle, `server/dist/<name>.js`. */
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  serve: 'server/src/serve.ts',
  'read-worker': 'server/src/modules/mail/read-worker.ts',
  user: 'server/src/cli/user.ts',
  billing: 'server/src/cli/billing.ts',
  mail: 'server/src/cli/mail.ts',
  backup: 'server/src/cli/backup.ts',
  restore: 'server/src/cli/restore.ts',
};

/**
 * The server as JavaScript: one ES module per command, sharing chunks, with the packages it depends on
 * left to node_modules (but the contract, which is TypeScript). A module that reads a file beside its
 * source (SQL, the common passwords, the demo's mails) keeps reading it there: `import.meta.dirname`
 * becomes its source folder, relative to the bundle.
 */
async function buildServer() {
  const esbuild = await import(pathToFileURL(at('node_modules', 'esbuild', 'lib', 'main.js')).href);
  const pkg = JSON.parse(fs.readFileSync(at('server', 'package.json'), 'utf8'));
  const out = PARTS.server.out;
  fs.rmSync(out, { recursive: true, force: true });
  const sourceFolder = {
    name: 'source-folder',
    setup(build) {
      build.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, (args) => {
        const relative = path.relative(out, path.dirname(args.path)).split(path.sep).join('/');
        const text = fs.readFileSync(args.path, 'utf8');
        return {
          contents: text.replaceAll(
            'import.meta.dirname',
            `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, at(file)])),
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@bunkhouse/contract'),
    plugins: [sourceFolder],
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !(name in PARTS));
  if (unknown.length) {
    console.error(`Usage: node scripts/build.mjs [${Object.keys(PARTS).join('] [')}]`);
    process.exit(2);
  }
  build(names.length ? names : undefined).catch((error) => {
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  });
}
