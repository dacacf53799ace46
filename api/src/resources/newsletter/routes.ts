// The newsletter (docs/product/shell.md §5, issue 22): double opt-in, confirmation and unsubscribe links.
//   POST /v1/newsletter/ {email} → [{ result, msg }] (docs/product/shell.md §5: shape and texts); emails a
//     confirmation link unless the address is already subscribed or was sent one minutes ago.
//   POST /v1/newsletter/confirm/ {s, token}: the confirmation page's button.
//   POST /v1/newsletter/unsubscribe/?s=…&token=…: RFC 8058 one-click (mail clients post here
//     without a session or CSRF token: the signed token proves the link) and the page's button.
//   GET  /v1/newsletter/unsubscribe/?s=…&token=…: a client that opens the header link → the page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ApiContext } from '../../app';
import { HttpError } from '../../http/errors';
import { rateLimitFor } from '../../http/rate-limits';
import { PRIVATE_NO_STORE } from '../../http/response-cache';
import { Forbidden, Message } from '../../http/schemas';
import { confirmationEmail } from './emails';
import { checkConfirmToken, checkUnsubscribeToken, confirmLink } from './links';
import { NEWSLETTER_EMAIL_PATTERN, NewsletterBody, NewsletterResponse, SubscriptionLink } from './schemas';
import { confirmSubscription, requestSubscription, subscriptionById, unsubscribe } from './subscriptions';

export const NEWSLETTER_MESSAGES = {
  confirmed: 'Your subscription is confirmed. The next issue will be in your inbox.',
  confirmExpired: 'This confirmation link has expired. Please subscribe again to get a new one.',
  badLink: 'This link is not valid. Please copy the whole link from the email.',
  alreadyLeft: 'This address has unsubscribed. Subscribe again to get a new confirmation link.',
  unsubscribed: 'You have unsubscribed. You will get no more newsletters.',
} as const;

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  const { db, config, secret, mailer } = context;

  app.post(
    '/v1/newsletter/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe: emails a confirmation link (double opt-in); only a confirmed address gets the newsletter',
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
      const subscription = await requestSubscription(db, email.toLowerCase());
      if (subscription) {
        try {
          await mailer.send(confirmationEmail(subscription.email, confirmLink(config.siteUrl, secret, subscription)));
        } catch (error) {
          request.log.error({ err: error }, 'sending a newsletter confirmation failed');
          // Not sent: the next request may send one at once.
          await db.execute(sql`UPDATE newsletter_subscriptions SET confirmation_sent_at = NULL WHERE id = ${subscription.id}`);
        }
      }
      // The same answer whether the address was new, pending or subscribed: it tells nobody who reads.
      return [{ result: 'success' as const, msg: 'Thank you for subscribing!' }];
    },
  );

  app.post(
    '/v1/newsletter/confirm/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the emailed link (its s and token); needs X-CSRFToken',
        description: '200 { message }: confirmed (again is fine). 400 { message }: an invalid, expired or left subscription link.',
        body: SubscriptionLink,
        response: { 200: Message, 400: Message, 403: Forbidden },
      },
      onSend: async (_request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
      },
    },
    async (request) => {
      const subscription = await subscriptionById(db, request.body.s);
      const check = subscription ? checkConfirmToken(secret, subscription, request.body.token) : 'mismatch';
      if (check === 'expired') throw new HttpError(400, NEWSLETTER_MESSAGES.confirmExpired);
      if (check !== 'ok') throw new HttpError(400, NEWSLETTER_MESSAGES.badLink);
      if (subscription!.unsubscribed) throw new HttpError(400, NEWSLETTER_MESSAGES.alreadyLeft);
      await confirmSubscription(db, subscription!.id);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );

  app.post(
    '/v1/newsletter/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the link of a newsletter email (RFC 8058 one-click: no session, no CSRF token)',
        description:
          "200 { message }: unsubscribed (again is fine). 400 { message }: not a valid link. The body (RFC 8058's " +
          "'List-Unsubscribe=One-Click', form-encoded) is optional and not read: the signed link is the proof.",
        querystring: SubscriptionLink,
        response: { 200: Message, 400: Message },
      },
      // The signed token in the link is the proof; mail clients send no cookie and no header.
      config: { csrfExempt: true },
      onSend: async (_request, reply) => {
        reply.header('cache-control', PRIVATE_NO_STORE);
      },
    },
    async (request) => {
      const subscription = await subscriptionById(db, request.query.s);
      if (!subscription || !checkUnsubscribeToken(secret, subscription, request.query.token)) {
        throw new HttpError(400, NEWSLETTER_MESSAGES.badLink);
      }
      await unsubscribe(db, subscription.id);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );

  app.get(
    '/v1/newsletter/unsubscribe/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The one-click link opened in a browser: 302 to the unsubscribe page, which asks (a GET changes nothing)',
        querystring: SubscriptionLink,
        response: { 302: Type.Null() },
      },
    },
    async (request, reply) => {
      const { s, token } = request.query;
      return reply
        .code(302)
        .header('location', `/newsletter/unsubscribe?s=${s}&token=${encodeURIComponent(token)}`)
        .send(null);
    },
  );
};

export default routes;
