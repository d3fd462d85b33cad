/**
 * The ceiling every bench figure is divided by: a bare Fastify JSON hello-world, started by
 * `npm run bench` as a child process on 127.0.0.1 (as the app server is), so both are measured by
 * the same client on the same machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// A copy of one of the app's answers (its headers and body, given once by the bench with
// `PUT /copy`), sent back as it is: what the same bare server does with an answer as large as one
// of our pages, headers included. The bench's second ceiling, for the page scenarios.
let copy: { headers: Record<string, string>; body: Buffer } | null = null;
app.put('/copy', { bodyLimit: 10_000_000 }, async (request) => {
  const given = request.body as { headers: Record<string, string>; body: string };
  copy = { headers: given.headers, body: Buffer.from(given.body, 'base64') };
  return { bytes: copy.body.length };
});
app.get('/copy', async (_request, reply) => {
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
