import {
  apiPaths,
  businessSettings,
  mailReading,
  mailReadingBody,
  mailTestBody,
  mailTestResult,
  publicSettings,
  settingsPatchBody,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { readPastedMail, testMailbox } from './mail-check.service';
import { getPublicSettings, getSettings, mailboxToTest, patchSettings } from './settings.service';

const tags = ['settings'];

export async function settingsRoutes(app: FastifyInstance, { db, config, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.publicSettings, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The business's name and contact e-mail (the footer) and its time zone (the forms' today)",
      response: { 200: publicSettings },
    },
    handler: async () => getPublicSettings(settings),
  });

  r.get(apiPaths.settings, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'The business settings and the mail source',
      response: { 200: businessSettings },
    },
    handler: async () => getSettings(settings, config),
  });

  r.patch(apiPaths.settings, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Change business settings (only what is sent); mail: null removes the stored mailbox',
      body: settingsPatchBody,
      response: { 200: businessSettings },
    },
    handler: async (req) => patchSettings(db, settings, config, req.body, req.user!.id),
  });

  r.post(apiPaths.mailTest, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Sign in to a mailbox as typed and open it; nothing is stored',
      body: mailTestBody,
      response: { 200: mailTestResult },
    },
    handler: async (req) => testMailbox(await mailboxToTest(settings, req.body)),
  });

  r.post(apiPaths.mailReading, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: "How the e-mail parser reads a pasted mail, with a payment method's patterns as typed",
      body: mailReadingBody,
      response: { 200: mailReading },
    },
    handler: async (req) => readPastedMail(db, settings, config, req.body),
  });
}
