// Reference server for the benchmark: a bare Fastify hello world (no plugins, no logging).
// With a second argument (a JSON file { [path]: { headers, body (base64) } }) it also answers each
// path with those exact bytes and headers from memory: the ceiling for sending an API answer of
// that size on this machine, with no work done for it.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const replay = process.argv[3] ? JSON.parse(fs.readFileSync(process.argv[3], 'utf8')) : {};
for (const [url, { headers, body }] of Object.entries(replay)) {
  const bytes = Buffer.from(body, 'base64');
  app.get(url, (_request, reply) => {
    reply.headers(headers).send(bytes);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) }); // bench/run.ts passes the port
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
