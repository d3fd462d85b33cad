/**
 * The ceiling every bench figure is divided by: a bare Fastify JSON hello-world, started by
 * `npm run bench` as a child process on 127.0.0.1 (as the app server is), so both are measured by
 * the same client on the same machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// Copies of the app's answers (their headers and bodies, given once each by the bench with
// `PUT /copy/{name}`), sent back as they are: what the same bare server does with an answer as large
// as one of our pages, headers included. The bench's second ceilings, for the page scenarios.
const copies = new Map<string, { headers: Record<string, string>; body: Buffer }>();
app.put<{ Params: { name: string } }>('/copy/:name', { bodyLimit: 10_000_000 }, async (request) => {
  const given = request.body as { headers: Record<string, string>; body: string };
  const copy = { headers: given.headers, body: Buffer.from(given.body, 'base64') };
  copies.set(request.params.name, copy);
  return { bytes: copy.body.length };
});
app.get<{ Params: { name: string } }>('/copy/:name', async (request, reply) => {
  const copy = copies.get(request.params.name);
  if (!copy) return reply.status(404).send({ error: 'nothing to copy yet' });
  return reply.headers(copy.headers).send(copy.body);
});
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
