/**
 * The size budget (issue 15), run by `npm run build` after `vite build`: the JavaScript and CSS a first
 * visit to each screen below downloads, as transferred compressed (brotli, the .br files the build
 * writes), must stay within the screen's ceiling, else the build fails. The issue aims at 150 kB; the
 * libraries every screen needs (React DOM, React Router, zod, TanStack Query, react-bootstrap and
 * Bootstrap's CSS) are about 165 kB before any code of ours, so the ceilings are the sizes reached with
 * a few kB of room: a change that makes a screen lighter lowers its ceiling (decision 029). A screen
 * downloads the entry with everything it imports, and its own lazily loaded chunk with everything that
 * imports; what those load later (a dialog, the chart) is not counted. The icon font (cut to the icons
 * the sources use, build/bootstrap-icons-subset.ts) is not JS or CSS: its size is logged apart.
 */
import fs from 'node:fs';
import path from 'node:path';

const AIM_KB = 150;
const SCREENS = {
  '/login': { modules: ['src/app/routes/auth/login-page.tsx'], ceilingKb: 190 },
  '/tenants': { modules: ['src/app/routes/tenants/tenants-page.tsx'], ceilingKb: 215 },
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
for (const [screen, { modules, ceilingKb }] of Object.entries(SCREENS)) {
  const chunks = new Set();
  for (const key of [entry, ...modules]) {
    if (!manifest[key]) throw new Error(`size budget: ${key} is not in the build's manifest`);
    filesOf(key, chunks);
  }
  const files = new Set([...chunks].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const bytes = [...files].reduce((sum, file) => sum + transferred(file), 0);
  const within = bytes <= ceilingKb * 1024;
  failed ||= !within;
  console.log(
    `size budget: ${screen} ${(bytes / 1024).toFixed(1)} kB of JS and CSS (brotli) in ${files.size} files, ` +
      `${within ? 'within' : 'OVER'} the ceiling of ${ceilingKb} kB (aim ${AIM_KB} kB)`,
  );
}
for (const font of fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.woff2'))) {
  const kb = (fs.statSync(path.join(dist, 'assets', font)).size / 1024).toFixed(1);
  console.log(`size budget: font ${font} ${kb} kB (not counted)`);
}
if (failed) {
  console.error('size budget exceeded: see web/scripts/size-budget.mjs');
  process.exit(1);
}
