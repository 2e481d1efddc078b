import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config.js';

/** Whether the hop at `hop` (0 is the connection's own peer) with `address` is a proxy to believe. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY` as one function, given to Fastify (`request.ip`) and used for the sockets alike. A hop count is
 * decided here rather than by Fastify, which since 5.x trusts nothing for a bare number (it cannot check the
 * peer): `1` must mean "the last `X-Forwarded-For` entry, written by the one proxy in front", as docs/deploy.md
 * documents, or every player behind that proxy shares one throttle budget (issue 27).
 */
export function trustFunction(trustProxy: TrustProxy): TrustFunction | false {
  if (trustProxy === false) return false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trustProxy);
}

/** Where a request comes from, as the throttles count it. */
export interface ClientAddresses {
  /** The client address `TRUST_PROXY` decides (`request.ip`). */
  client: string;
  /**
   * The connection's own peer, when its `X-Forwarded-For` is believed without checking who wrote it
   * (`TRUST_PROXY=on`): any client can forge that header, so the peer gets a budget of its own and a forged
   * chain cannot give each request a fresh one. Null otherwise.
   */
  unprovenPeer: string | null;
}

/** The addresses of a request for the throttles, from `request.ip` and its connection's peer. */
export function addressesOf(
  context: { config: { trustProxy: TrustProxy } },
  request: { ip: string; raw: IncomingMessage },
): ClientAddresses {
  const peer = request.raw.socket.remoteAddress ?? 'unknown';
  return { client: request.ip, unprovenPeer: context.config.trustProxy === true ? peer : null };
}

/**
 * The client address of a raw request (a socket.io handshake), decided by `TRUST_PROXY` exactly as Fastify
 * decides `request.ip` for the HTTP calls, so a socket's address counts where the same client's calls count.
 */
export function clientAddressResolver(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust = trustFunction(trustProxy) || (() => false);
  return (request) => {
    const chain = proxyAddr.all(request, trust);
    return chain[chain.length - 1] ?? request.socket.remoteAddress ?? 'unknown';
  };
}
