// GET /api/accounts/session/ (initial page data + CSRF token) and POST /api/accounts/logout/.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { ErrorResponses, Message } from '../../http/schemas';
import { membershipsOf } from './queries';
import { SessionData } from './schemas';
import { deleteSession, identifyVisitor, issueAnonymousCsrf, SESSION_COOKIE, setCookie } from './sessions';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  app.get(
    '/accounts/session/',
    { schema: { tags: ['accounts'], response: { 200: SessionData } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const visitor = await identifyVisitor(context.db, context.secret, request);
      if (visitor.userId === null) {
        return {
          is_authenticated: false,
          organization_memberships: [],
          project_memberships: [],
          csrf: visitor.expectedCsrf ?? issueAnonymousCsrf(context.secret, request, reply),
        };
      }
      const { organizationRows, projectRows } = await membershipsOf(context.db, visitor.userId);
      return {
        is_authenticated: true,
        organization_memberships: organizationRows,
        project_memberships: projectRows,
        csrf: visitor.expectedCsrf!,
      };
    },
  );

  app.post(
    '/accounts/logout/',
    {
      schema: {
        tags: ['accounts'],
        // Form-encoded and empty; anything sent is ignored.
        body: Type.Optional(Type.Unknown()),
        response: { 200: Message, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const visitor = await identifyVisitor(context.db, context.secret, request);
      if (visitor.sessionToken) await deleteSession(context.db, visitor.sessionToken);
      setCookie(request, reply, SESSION_COOKIE, '', 0);
      return { message: 'Signed out.' };
    },
  );
};

export default routes;
