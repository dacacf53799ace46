// SVG answers the API draws (the map, a project's progress chart): text escaped for XML, and one
// way to send them with an ETag and a public Cache-Control.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { etagMatches } from './response-cache';
import { ErrorResponses } from './schemas';

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** An SVG answer with an ETag (304 when the browser has it) and a public Cache-Control. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, maxAge: number) {
  const etag = `"${crypto.createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}`)
    .header('x-content-type-options', 'nosniff');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(svg);
}

export const SvgResponses = { 200: Type.String({ description: 'image/svg+xml' }), ...ErrorResponses };
