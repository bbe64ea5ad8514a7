import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText } from '../db/list';
import { responseSerializerCompiler } from './serializer';

const tenant = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  beds: z.array(z.number()),
});

const page = z.object({ count: z.number(), results: z.array(tenant) });

async function serve(checked: boolean, body: unknown, schema: z.ZodType = tenant) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler(checked));
  app.get('/tenant', { schema: { response: { 200: schema } } }, async () => body);
  const res = await app.inject({ method: 'GET', url: '/tenant' });
  await app.close();
  return res;
}

describe('the response serializer', () => {
  const exact = { name: 'Maria Garcia', id: 7, beds: [1, 2], phone: null };

  it('writes a body that is exactly its schema, in either mode', async () => {
    for (const checked of [true, false]) {
      const res = await serve(checked, exact);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(exact);
    }
  });

  it('fails a checked response with a field its schema lacks, instead of dropping it', async () => {
    const res = await serve(true, { ...exact, ssn_hash: '$argon2id$…' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2');
  });

  it('fails a checked response with a value its schema refuses', async () => {
    expect((await serve(true, { ...exact, id: '7' })).statusCode).toBe(500);
    expect((await serve(true, { ...exact, beds: undefined })).statusCode).toBe(500);
  });

  it('writes JSON that PostgreSQL wrote as it is, and holds it to the schema when checked', async () => {
    const results = new JsonText(JSON.stringify([exact]));
    for (const checked of [true, false]) {
      const res = await serve(checked, { count: 1, results }, page);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`{"count":1,"results":[${JSON.stringify(exact)}]}`);
    }
    const stray = new JsonText(JSON.stringify([{ ...exact, ssn_hash: '$argon2id$…' }]));
    expect((await serve(true, { count: 1, results: stray }, page)).statusCode).toBe(500);
    const wrongType = new JsonText(JSON.stringify([{ ...exact, id: '7' }]));
    expect((await serve(true, { count: 1, results: wrongType }, page)).statusCode).toBe(500);
  });
});
