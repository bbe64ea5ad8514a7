import {
  apiPaths,
  FINANCE_MESSAGES,
  todayIn,
  transactionListQuery,
  transactionPage,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { concurrencyLimit } from '../../http/concurrency-limit';
import { cursorLink, type ApiTypeProvider } from '../../http/page';
import { transactionsCsvStream } from './transactions.csv';
import { exportTransactions, listTransactions } from './transactions.service';

const tags = ['transactions'];

/** CSV exports running at once in this instance; another is refused with 409 until one ends. */
export const MAX_CONCURRENT_EXPORTS = 2;

/** The transactions list (Finance) and its CSV; `POST /api/transactions/`: other-transactions.routes.ts. */
export async function transactionsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const exportSlots = concurrencyLimit(MAX_CONCURRENT_EXPORTS);

  r.get(apiPaths.transactions, {
    config: { access: 'transactions.view' },
    schema: {
      tags,
      summary: 'Ledger rows, filtered, by cursor: `next` is the following page, null at the end',
      querystring: transactionListQuery,
      response: { 200: transactionPage },
    },
    handler: async (req) => {
      const page = await listTransactions(db, req.query);
      return { results: page.results, next: cursorLink(req.url, page.cursor) };
    },
  });

  r.get(apiPaths.transactionsCsv, {
    config: { access: 'transactions.view' },
    schema: {
      tags,
      summary: "Every row the list's filters keep, in its ordering, as CSV (cursor and page_size ignored)",
      querystring: transactionListQuery,
      response: {
        200: {
          description:
            'A header row (id, booked_on, created_at, type, sub_type, amount, …), then a row per transaction',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    },
    handler: async (req, reply) => {
      const release = exportSlots.tryAcquire();
      if (!release) throw new AppError('conflict', FINANCE_MESSAGES.exportBusy);
      try {
        const timeZone = (await settings.current()).timeZone;
        const file = transactionsCsvStream(await exportTransactions(db, req.query));
        // The slot is held until the file is sent, fails, or the client goes away.
        file.once('close', release);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="transactions-${todayIn(timeZone)}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(file); // streamed as it is read; the schema above is the docs' string
      } catch (error) {
        release();
        throw error;
      }
    },
  });
}
