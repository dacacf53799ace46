// POST /api/v1/newsletter/ {email} → [{ result, msg }]. A repeat subscription is a success.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { newsletterSubscriptions } from '../../db/schema';
import { rateLimitFor } from '../../http/rate-limits';
import { Forbidden, Message } from '../../http/schemas';
import { NEWSLETTER_EMAIL_PATTERN, NewsletterBody, NewsletterResponse } from './schemas';

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  app.post(
    '/v1/newsletter/',
    {
      schema: {
        tags: ['newsletter'],
        body: NewsletterBody,
        // A body that is not JSON at all is refused before the handler, with { message }.
        response: { 200: NewsletterResponse, 400: Type.Union([NewsletterResponse, Message]), 403: Forbidden, 429: Message },
      },
      // Per IP (src/http/rate-limits.ts): 429 { message } with Retry-After.
      config: { rateLimit: rateLimitFor(context.config, 'newsletter') },
      // A bad body still answers in the newsletter's own shape.
      attachValidation: true,
    },
    async (request, reply) => {
      const email = request.validationError ? null : request.body.email.trim();
      if (!email || !NEWSLETTER_EMAIL_PATTERN.test(email)) {
        return reply.status(400).send([{ result: 'error' as const, msg: 'Invalid email address' }]);
      }
      await context.db.insert(newsletterSubscriptions).values({ email: email.toLowerCase() }).onConflictDoNothing();
      return [{ result: 'success' as const, msg: 'Thank you for subscribing!' }];
    },
  );
};

export default routes;
