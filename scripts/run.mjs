/**
 * `npm run user|billing|mail|backup|restore -- …`: the server's command, compiled when the server
 * changed (scripts/build.mjs), run with the arguments that follow its name.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPart, SERVER_ENTRIES } from './build.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command || !(command in SERVER_ENTRIES) || ['serve', 'read-worker'].includes(command)) {
  console.error('Usage: node scripts/run.mjs user|billing|mail|backup|restore [arguments]');
  process.exit(2);
}
await buildPart('server', { quiet: true }).catch((error) => {
  console.error(`build failed: ${error.message}`);
  process.exit(1);
});
const entry = path.resolve(import.meta.dirname, '../server/dist', `${command}.js`);
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(entry).href);
