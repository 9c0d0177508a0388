// The ceiling: a bare Fastify answering a small JSON object, measured in the same run as Fathom.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
