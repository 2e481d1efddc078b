import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config.js';

/**
 * The client address of a raw request (a socket.io handshake), decided by `TRUST_PROXY` exactly as Fastify
 * decides `request.ip` for the HTTP calls, so a socket's address counts where the same client's calls count.
 */
export function clientAddressResolver(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust: (address: string, hop: number) => boolean =
    trustProxy === true
      ? () => true
      : trustProxy === false || typeof trustProxy === 'number'
        ? () => false
        : proxyAddr.compile(trustProxy);
  return (request) => {
    const chain = proxyAddr.all(request, trust);
    return chain[chain.length - 1] ?? request.socket.remoteAddress ?? 'unknown';
  };
}
