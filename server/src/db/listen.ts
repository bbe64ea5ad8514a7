import pg from 'pg';
import type { Listener } from './database';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 1_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on `channel`, and reconnects a second after it is
 * lost (telling the listener it is down meanwhile). `stop()` ends it.
 */
export function listenOnPostgres(url: string, channel: string, listener: Listener) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === candidate) client = null;
      listener.onConnected(false);
      retry();
    };
    candidate.on('error', onLost);
    candidate.on('end', onLost);
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      candidate.end().catch(() => undefined);
      return onLost();
    }
    if (stopped) return void candidate.end().catch(() => undefined);
    client = candidate;
    listener.onConnected(true);
  };
  return {
    started: connect(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
