import {
  apiPaths,
  candidateActionBody,
  candidateListQuery,
  idParams,
  ingestLogQuery,
  pagedCandidates,
  pagedIngestLog,
  paymentCandidate,
  uploadResponse,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { acceptUploads, UPLOAD_LIMITS, withUploadedFiles } from '../../http/uploads';
import {
  actOnCandidate,
  getCandidate,
  ingestUploads,
  listCandidates,
  listIngestLog,
} from './candidates.service';

const tags = ['payment candidates'];

export async function candidatesRoutes(app: FastifyInstance, { db, config, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => ({ today: await settings.today() });
  const parseSettings = async () => ({
    timezone: (await settings.current()).timeZone,
    trustedAuthservId: config.mail.trustedAuthservId,
    trustedForwarders: config.mail.trustedForwarders,
  });

  r.get(apiPaths.paymentCandidates, {
    config: { access: 'candidates.view' },
    schema: {
      tags,
      summary: 'Payment candidates from e-mail: newest first, by status and search',
      querystring: candidateListQuery,
      response: { 200: pagedCandidates },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listCandidates(db, req.query)),
  });

  r.get(apiPaths.paymentCandidatesLog, {
    config: { access: 'candidates.view' },
    schema: {
      tags,
      summary: 'The ingest log: every message received, with what became of it and why',
      querystring: ingestLogQuery,
      response: { 200: pagedIngestLog },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listIngestLog(db, req.query)),
  });

  r.get(apiPaths.paymentCandidate, {
    config: { access: 'candidates.view' },
    schema: { tags, summary: 'A payment candidate', params: idParams, response: { 200: paymentCandidate } },
    handler: async (req) => getCandidate(db, req.params.id),
  });

  r.patch(apiPaths.paymentCandidate, {
    config: { access: 'candidates.apply' },
    schema: {
      tags,
      summary: 'Apply a candidate to a tenant (a payment) or ignore it; both are final',
      params: idParams,
      body: candidateActionBody,
      response: { 200: paymentCandidate },
    },
    handler: async (req) => actOnCandidate(db, req.params.id, req.body, req.user!.id, await businessDay()),
  });

  await app.register(async (scope) => {
    await acceptUploads(scope);
    scope.withTypeProvider<ApiTypeProvider>().post(apiPaths.paymentCandidatesUpload, {
      config: { access: 'candidates.apply' },
      bodyLimit: UPLOAD_LIMITS.files * UPLOAD_LIMITS.fileBytes,
      schema: {
        tags,
        summary:
          'Upload .eml mails and .ofx, .qfx or .csv bank statements (multipart field `files`): each is read in turn',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
      handler: async (req) =>
        withUploadedFiles(req, 'files', async (files) => ({
          results: await ingestUploads(db, files, req.user!.id, await parseSettings()),
        })),
    });
  });
}
