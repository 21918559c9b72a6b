import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../lib/errors.js';
import { errorResponses } from '../lib/schemas.js';
import { parseLastEventId } from './hub.js';
import { CampaignTotalsEventSchema } from './schema.js';
import { clientKey } from '../lib/client-key.js';

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      // Compression would hold events back in the compressor's buffer.
      compress: false,
      schema: {
        tags: ['live'],
        operationId: 'streamEvents',
        summary:
          'Live campaign totals as Server-Sent Events (public): after every confirmation, refund or offline gift, an `event: campaign` with the ' +
          "campaign's current total, donor count and version (the SSE id). Without Last-Event-ID the stream starts with `event: ready` " +
          '(data: the current version); with it, it first sends the campaigns changed since. A comment line every ~20 s keeps proxies open; ' +
          '503 when the server has all the streams it takes; 429 when this client address has EVENTS_MAX_PER_CLIENT open.',
        headers: Type.Object({
          'last-event-id': Type.Optional(
            Type.String({ description: 'The last version received (browsers send it when they reconnect); not a version of ours = all campaigns with money' }),
          ),
        }),
        // A page that closes its EventSource and opens a new one (backoff after a 503 or a dropped
        // stream) cannot set Last-Event-ID: it sends the version here instead. The header wins.
        querystring: Type.Object({
          lastEventId: Type.Optional(Type.String({ maxLength: 20, description: 'The same as Last-Event-ID, for a client that cannot set the header' })),
        }),
        response: {
          200: {
            description: 'An endless text/event-stream; each event carries `data` as below (`event: ready` carries `{ "version": n }`)',
            content: { 'text/event-stream': { schema: CampaignTotalsEventSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const stream = app.events.open(parseLastEventId(request.headers['last-event-id'] ?? request.query.lastEventId), clientKey(request.ip));
      if (stream === 'full') throw new HttpError(503, 'error.liveFull', { 'retry-after': '60' });
      if (stream === 'client') throw new HttpError(429, 'error.liveClient', { 'retry-after': '60' });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-store, no-transform')
        // nginx: pass events on as they come.
        .header('x-accel-buffering', 'no')
        // One stream per connection: when it ends (shutdown), the socket closes instead of idling in keep-alive.
        .header('connection', 'close')
        .send(stream as never); // a stream: nothing is serialised
    },
  );
};
