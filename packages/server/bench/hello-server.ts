import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

/** The baseline: bare Fastify answering a small JSON "hello", no logging, in its own process. */
const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
process.on('message', (request: { type: string }) => {
  if (request.type === 'cpu') {
    const usage = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: usage.user + usage.system, systemMicros: usage.system });
  } else {
    void app.close().then(() => process.exit(0));
  }
});
