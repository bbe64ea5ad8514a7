import {
  apiPaths,
  idParams,
  pagedTenants,
  pagedTransactions,
  ssnCheckBody,
  ssnCheckResponse,
  tenant,
  tenantBody,
  tenantListQuery,
  tenantPatchBody,
  tenantTransactionsQuery,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import {
  activateTenant,
  createTenant,
  deleteTenant,
  getTenant,
  listTenants,
  listTenantTransactions,
  updateTenant,
} from './tenants.service';
import { verifyTenantSsn } from './ssn-check.service';

const tags = ['tenants'];

export async function tenantsRoutes(app: FastifyInstance, { db, config, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const writeContext = async () => ({ today: await settings.today(), secret: config.settingsKey });

  r.get(apiPaths.tenants, {
    config: { access: 'tenants.view' },
    schema: {
      tags,
      summary: 'Tenants, paged',
      querystring: tenantListQuery,
      response: { 200: pagedTenants },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listTenants(db, req.query)),
  });

  r.get(apiPaths.tenant, {
    config: { access: 'tenants.view' },
    schema: {
      tags,
      summary: 'A tenant with their orders, the current one first',
      params: idParams,
      response: { 200: tenant },
    },
    handler: async (req) => getTenant(db, req.params.id),
  });

  r.post(apiPaths.tenants, {
    config: { access: 'tenants.add' },
    schema: { tags, summary: 'Add a tenant', body: tenantBody, response: { 201: tenant } },
    handler: async (req, reply) =>
      reply.code(201).send(await createTenant(db, req.body, req.user!.id, await writeContext())),
  });

  r.put(apiPaths.tenant, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: 'Change a tenant',
      params: idParams,
      body: tenantBody,
      response: { 200: tenant },
    },
    handler: async (req) => updateTenant(db, req.params.id, req.body, req.user!.id, await writeContext()),
  });

  r.patch(apiPaths.tenant, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: 'Change some fields of a tenant, such as the expected payment date',
      params: idParams,
      body: tenantPatchBody,
      response: { 200: tenant },
    },
    handler: async (req) =>
      updateTenant(db, req.params.id, req.body, req.user!.id, await writeContext(), 'patch'),
  });

  r.delete(apiPaths.tenant, {
    config: { access: 'tenants.delete' },
    schema: {
      tags,
      summary: 'Make a tenant inactive (refused while they have an order that is not completed)',
      params: idParams,
      response: { 204: z.null().describe('Inactive') },
    },
    handler: async (req, reply) => {
      await deleteTenant(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });

  r.post(apiPaths.tenantActivate, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: 'Make an inactive tenant active again',
      params: idParams,
      response: { 200: tenant },
    },
    handler: async (req) => activateTenant(db, req.params.id, req.user!.id),
  });

  r.get(apiPaths.tenantTransactions, {
    config: { access: 'tenants.view' },
    schema: {
      tags,
      summary: "A tenant's ledger rows, newest first, paged",
      params: idParams,
      querystring: tenantTransactionsQuery,
      response: { 200: pagedTransactions },
    },
    handler: async (req) =>
      pagedBody(req.url, req.query, await listTenantTransactions(db, req.params.id, req.query)),
  });

  r.post(apiPaths.tenantVerifySsn, {
    config: { access: 'tenants.verify_ssn' },
    schema: {
      tags,
      summary:
        'Check a social security number against the stored one (a few times an hour; it is never returned)',
      params: idParams,
      body: ssnCheckBody,
      response: { 200: ssnCheckResponse },
    },
    handler: async (req) =>
      verifyTenantSsn(db, req.params.id, req.body.social_security_number, req.user!.id, config.settingsKey),
  });
}
