import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@dubloon-quest/core';
import { consoleOpenApiDocument, openApiDocument, type OpenApiDocument, type SocketEventDescription } from '@dubloon-quest/core/openapi';

/** Where the OpenAPI description of `/api/v2` is served. */
const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
/** Where the second document, of the console's calls, is served. */
const CONSOLE_OPENAPI_PATH = `${API_BASE_PATH}/openapi-console.json`;

/** The API reference page: plain HTML rendered here, so no player page and no web bundle carries it. */
const API_REFERENCE_PATH = '/api-reference';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const schemaBlock = (schema: unknown): string => `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

function eventsSection(title: string, events: Record<string, SocketEventDescription>): string {
  return [
    `<h3>${title}</h3>`,
    ...Object.entries(events).map(
      ([name, event]) =>
        `<section><h4><code>${escapeHtml(name)}</code></h4><p>${escapeHtml(event.summary)}</p>${schemaBlock(event.payload)}` +
        (event.ack ? `<p>Acknowledgement:</p>${schemaBlock(event.ack)}` : '') +
        '</section>',
    ),
  ].join('\n');
}

/**
 * The reference page of the players' API, read from its OpenAPI document: each call with who may make it, its
 * period gate, its body and its answers, then the socket events. Pure.
 */
function renderApiReference(document: OpenApiDocument): string {
  const base = document.servers[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const who = operation.security.length === 0 ? 'no login' : operation.security.flatMap((scheme) => Object.keys(scheme)).join(' + ');
      const facts = [who, operation['x-period-gate'] ? `open while ${operation['x-period-gate']} is` : null, operation['x-player-only'] ? 'players only' : null];
      const body = operation.requestBody ? `<p>Body:</p>${schemaBlock(operation.requestBody.content['application/json'].schema)}` : '';
      const answers = Object.entries(operation.responses)
        .map(([status, response]) => `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description)}${response.content && status === '200' ? schemaBlock(response.content['application/json'].schema) : ''}</li>`)
        .join('');
      return (
        `<section id="${escapeHtml(operation.operationId)}"><h3><code>${method.toUpperCase()} ${escapeHtml(base + path)}</code> ${escapeHtml(operation.operationId)}</h3>` +
        `<p>${escapeHtml(facts.filter((fact) => fact !== null).join(', '))}</p>${body}<ul>${answers}</ul></section>`
      );
    }),
  );
  const socket = document['x-socket-io'];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.4}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85rem}section{border-top:1px solid #ddd}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="${escapeHtml(OPENAPI_PATH)}">${escapeHtml(OPENAPI_PATH)}</a> (OpenAPI ${escapeHtml(document.openapi)}); the console's calls: <a href="${escapeHtml(CONSOLE_OPENAPI_PATH)}">${escapeHtml(CONSOLE_OPENAPI_PATH)}</a>.</p>
<h2>Calls</h2>
${operations.join('\n')}
<h2>Socket events</h2>
<p>${escapeHtml(socket.description)} Path <code>${escapeHtml(socket.path)}</code>.</p>
${eventsSection('The client sends', socket.clientEvents)}
${eventsSection('The server sends', socket.serverEvents)}
</body>
</html>
`;
}

/**
 * Serves the OpenAPI documents of `/api/v2` (built once from core's contract): the players' calls, with the
 * reference page that renders it, and the console's calls.
 */
export function registerApiDescription(app: FastifyInstance): void {
  const document = openApiDocument();
  const json = JSON.stringify(document);
  const consoleJson = JSON.stringify(consoleOpenApiDocument());
  const page = renderApiReference(document);
  app.get(OPENAPI_PATH, (_request, reply) => reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(json));
  app.get(CONSOLE_OPENAPI_PATH, (_request, reply) => reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(consoleJson));
  app.get(API_REFERENCE_PATH, (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page));
}
