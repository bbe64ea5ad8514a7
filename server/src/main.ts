import { serve } from './serve';

/** `node server/dist/main.js` (or the sources through tsx): the server. */
void serve();
