/**
 * The size budget (issue 15), run after `vite build`: the JavaScript and CSS a first visit to each
 * screen below downloads, as transferred compressed (brotli, the .br files the build writes), must
 * stay within BUDGET_BYTES, else the build fails. A screen downloads the entry with everything it
 * imports, and its own lazily loaded chunk with everything that imports; what those load later (a
 * dialog, the chart) is not counted. The icon font is not JS or CSS, and is counted apart in the log.
 */
import fs from 'node:fs';
import path from 'node:path';

const BUDGET_BYTES = 150 * 1024;
const SCREENS = {
  '/login': ['src/app/routes/auth/login-page.tsx'],
  '/tenants': ['src/app/routes/tenants/tenants-page.tsx'],
};
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Transferred size: the .br beside the file, or the file itself when too small to be compressed. */
const transferred = (file) => {
  const br = path.join(dist, `${file}.br`);
  return fs.statSync(fs.existsSync(br) ? br : path.join(dist, file)).size;
};

/** The files a chunk brings with it: its own, its CSS, and those of every chunk it imports statically. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) filesOf(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
for (const [screen, modules] of Object.entries(SCREENS)) {
  const chunks = new Set();
  for (const key of [entry, ...modules]) {
    if (!manifest[key]) throw new Error(`size budget: ${key} is not in the build's manifest`);
    filesOf(key, chunks);
  }
  const files = new Set([...chunks].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const bytes = [...files].reduce((sum, file) => sum + transferred(file), 0);
  const within = bytes <= BUDGET_BYTES;
  failed ||= !within;
  console.log(
    `size budget: ${screen} ${(bytes / 1024).toFixed(1)} kB of JS and CSS (brotli) in ${files.size} files, ` +
      `${within ? 'within' : 'OVER'} ${BUDGET_BYTES / 1024} kB`,
  );
}
if (failed) {
  console.error('size budget exceeded: see web/scripts/size-budget.mjs');
  process.exit(1);
}
