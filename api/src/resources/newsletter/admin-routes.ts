// Staff: the newsletter's draft (preview, subject and introduction) and sending it.
//   GET  /v1/admin/newsletter/        the draft, its preview as it would go out now, subscriber counts, recent issues
//   PUT  /v1/admin/newsletter/draft/  {subject, intro}
//   POST /v1/admin/newsletter/send/   freezes the draft and sends it to every confirmed address, in batches
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiContext } from '../../app';
import { NEWSLETTER_SEND_TASK } from '../../background/newsletter';
import { requireStaff, signedInViewer } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { PRIVATE_NO_STORE } from '../../http/response-cache';
import { Forbidden, Message } from '../../http/schemas';
import { closeMjmlPool, MjmlBusyError } from './digest/mjml-pool';
import { currentDraft, previewDraft, recentIssues, startSending, subscriberCounts, updateDraft } from './issues';
import { DigestIssue, DraftBody, NewsletterAdmin, SendResponse } from './schemas';

const tags = ['admin', 'newsletter'];
const errors = { 401: Message, 403: Forbidden, 503: Message };

/** The renderer's limits (mjml-pool.ts) are a busy server, not a bug: 503 with a message. */
async function rendering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MjmlBusyError) throw new HttpError(503, error.message);
    if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') {
      throw new HttpError(503, 'Rendering the newsletter took too long. Please try again.');
    }
    throw error;
  }
}

const routes: FastifyPluginAsyncTypebox<ApiContext> = async (app, context) => {
  const { db, config } = context;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
  app.addHook('preValidation', requireStaff);
  app.addHook('onClose', closeMjmlPool);

  app.get(
    '/v1/admin/newsletter/',
    {
      schema: {
        tags,
        summary: 'The draft issue with its preview, the subscriber counts and the recent issues (staff)',
        response: { 200: NewsletterAdmin, ...errors },
      },
    },
    async () => {
      const [preview, subscribers, issues] = await Promise.all([
        rendering(() => previewDraft(db, config)),
        subscriberCounts(db),
        recentIssues(db),
      ]);
      return { draft: preview.draft, preview: preview.rendered, subscribers, issues };
    },
  );

  app.put(
    '/v1/admin/newsletter/draft/',
    {
      schema: {
        tags,
        summary: "Save the draft's subject and introduction (staff)",
        body: DraftBody,
        response: { 200: DigestIssue, 400: Message, ...errors },
      },
    },
    async (request) => {
      const subject = request.body.subject.trim();
      if (!subject) throw new HttpError(400, 'The subject must not be empty.');
      return updateDraft(db, { subject, intro: request.body.intro.trim() }, signedInViewer(request).id);
    },
  );

  app.post(
    '/v1/admin/newsletter/send/',
    {
      schema: {
        tags,
        summary: 'Send the draft now to every confirmed subscriber (staff); the delivery goes on in the background',
        description: '202 { message, issue, recipients }. 409 { message }: the draft changed or is being sent (reload and try again).',
        response: { 202: SendResponse, 409: Message, ...errors },
      },
    },
    async (request, reply) => {
      const started = await rendering(() => startSending(db, config));
      if ('skipped' in started) throw new HttpError(409, 'The draft changed or is already being sent. Reload and try again.');
      // The queue sends it in batches (newsletter-send); a crash resumes where the deliveries stand.
      await context.background.enqueue(
        NEWSLETTER_SEND_TASK,
        { issueId: started.issue.id },
        { singletonKey: `${NEWSLETTER_SEND_TASK}-${started.issue.id}` },
      );
      await currentDraft(db); // the next draft starts where this one ended
      return reply
        .code(202)
        .send({ message: `Sending to ${started.recipients} subscribers.`, issue: started.issue, recipients: started.recipients });
    },
  );
};

export default routes;
