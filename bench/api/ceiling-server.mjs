// The ceiling: the same framework (Fastify, from the same node_modules), the same logger level, one route
// answering a constant body of a real /products answer's size. Nothing else runs per request, so its
// req/s is the most this machine's Node + Fastify can serve for responses of that size.
// Started by run.mjs as its own process, exactly like the API: CEILING_BODY is the captured answer.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.CEILING_BODY);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

// The body is sent pre-serialized: the ceiling measures HTTP and routing, not JSON.stringify of our data.
app.get('/products', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
app.get('/ready', () => ({ status: 'ok' }));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => app.close().then(() => process.exit(0)));
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
