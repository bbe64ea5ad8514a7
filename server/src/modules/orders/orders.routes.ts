import {
  apiPaths,
  availableBedsResponse,
  availableTenantsResponse,
  bedsTotalBody,
  bedsTotalResponse,
  firstPeriod,
  firstPeriodQuery,
  idParams,
  moveBody,
  order,
  orderBody,
  plannedEndBody,
  todayIn,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import {
  bedsTotalPrice,
  closeOrder,
  createOrder,
  firstPeriodOf,
  getOrder,
  listAvailableBeds,
  listAvailableTenants,
} from './orders.service';
import { moveTenant, setPlannedEnd } from './stays.service';

const tags = ['orders'];

export async function ordersRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => {
    const business = await settings.current();
    return { today: todayIn(business.timeZone), leadDays: business.rentLeadDays, deposit: business.deposit };
  };

  r.get(apiPaths.availableTenants, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'Active tenants without an order that is not completed',
      response: { 200: availableTenantsResponse },
    },
    handler: async () => listAvailableTenants(db),
  });

  r.get(apiPaths.availableBeds, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'Beds free from today on, with room number and property address',
      response: { 200: availableBedsResponse },
    },
    handler: async () => listAvailableBeds(db, (await businessDay()).today),
  });

  r.post(apiPaths.bedsTotalPrice, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: "The monthly total of the beds' prices",
      body: bedsTotalBody,
      response: { 200: bedsTotalResponse },
    },
    handler: async (req) => bedsTotalPrice(db, req.body),
  });

  r.get(apiPaths.firstPeriod, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'What an order would charge first: its first due date and the prorated first period',
      querystring: firstPeriodQuery,
      response: { 200: firstPeriod },
    },
    handler: async (req) => firstPeriodOf(db, req.query),
  });

  r.post(apiPaths.orders, {
    config: { access: 'orders.add' },
    schema: {
      tags,
      summary: 'Create an order and charge its first rent',
      body: orderBody,
      response: { 201: order },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await createOrder(db, req.body, req.user!.id, await businessDay())),
  });

  r.get(apiPaths.order, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'An order with its tenant and beds',
      params: idParams,
      response: { 200: order },
    },
    handler: async (req) => getOrder(db, req.params.id),
  });

  r.delete(apiPaths.order, {
    config: { access: 'orders.close' },
    schema: {
      tags,
      summary: 'Complete an order: free its beds and cancel rent not yet due',
      params: idParams,
      response: { 204: z.null().describe('Completed') },
    },
    handler: async (req, reply) => {
      await closeOrder(db, req.params.id, req.user!.id, await businessDay());
      return reply.code(204).send(null);
    },
  });

  r.post(apiPaths.orderMove, {
    config: { access: 'orders.add' },
    schema: {
      tags,
      summary: "Move the order's tenant to another bed from a day; the rent changes from that day",
      params: idParams,
      body: moveBody,
      response: { 200: order },
    },
    handler: async (req) => moveTenant(db, req.params.id, req.body, req.user!.id, await businessDay()),
  });

  r.put(apiPaths.orderPlannedEnd, {
    config: { access: 'orders.add' },
    schema: {
      tags,
      summary: 'Set or clear the planned move-out: the day the beds are left; no rent is charged from it',
      params: idParams,
      body: plannedEndBody,
      response: { 200: order },
    },
    handler: async (req) => setPlannedEnd(db, req.params.id, req.body, req.user!.id, await businessDay()),
  });
}
