/**
 * `npm start`: builds what changed (scripts/build.mjs) and starts the compiled server. The web app's
 * build, when there is one, runs while the server opens and prepares its database; the server waits
 * for it before it serves.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPart } from './build.mjs';

const fail = (error) => {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
};
const web = buildPart('web');
web.catch(fail);
await buildPart('server').catch(fail);
const { serve } = await import(
  pathToFileURL(path.resolve(import.meta.dirname, '../server/dist/serve.js')).href
);
await serve({ webReady: web });
