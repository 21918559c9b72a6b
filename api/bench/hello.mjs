// Reference server for the benchmark: a bare Fastify hello world (no plugins, no logging).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) }); // bench/run.ts passes the port
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
