/**
 * The ceiling every bench figure is divided by: a bare Fastify JSON hello-world, started by
 * `npm run bench` as a child process on 127.0.0.1 (as the app server is), so both are measured by
 * the same client on the same machine in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
