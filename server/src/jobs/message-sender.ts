import { todayIn } from '@bunkhouse/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/database';
import { errorForLog } from '../db/errors';
import type { MailOutConfig } from '../modules/messages/message-settings.service';
import { sendDueMessages, type SendReport } from '../modules/messages/sender';
import type { SettingsStore } from '../modules/settings/settings-store';

/**
 * Sends the outbox (issue 32) now and then every `MESSAGES_SEND_SECONDS`: each cycle under an advisory
 * lock, so that one instance sends at a time (another waits, then finds what is left); a cycle never
 * overlaps the previous one in this process. A failure is logged (counts and codes only: no address,
 * no text) and the next cycle tries again. `stop()` clears the timer and waits for a cycle in progress.
 */
export function scheduleMessageSending(
  database: Database,
  settings: SettingsStore,
  config: MailOutConfig,
  log: FastifyBaseLogger,
  intervalMs = config.mailOut.sendSeconds * 1000,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = database
      .withAdvisoryLock(ADVISORY_LOCKS.messageSend, async () =>
        sendDueMessages(database.db, config, { today: todayIn((await settings.current()).timeZone) }),
      )
      .then((report: SendReport) => {
        if (report.sent || report.retried || report.failed)
          log.info(
            { messages: report },
            `messages: ${report.sent} sent, ${report.retried} to retry, ${report.failed} failed`,
          );
      })
      .catch((error: unknown) =>
        log.error(errorForLog(error), 'sending messages failed; the next cycle tries again'),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
