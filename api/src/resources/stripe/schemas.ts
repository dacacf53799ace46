import { Type } from 'typebox';

/** The largest id of a PostgreSQL integer column: a larger one is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

/** POST /api/v1/stripe/subscribe/ (docs/product/api.md §7). Checked by the handler, which names what is wrong. */
export const SubscribeBody = Type.Object(
  {
    orgId: Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.String({ pattern: '^[0-9]{1,10}$' })], {
      description: "The organization's id (as in the session's organization_memberships).",
    }),
    planType: Type.String({ description: "'monthly' or 'yearly'." }),
  },
  { additionalProperties: true },
);

export const SubscribeAnswer = Type.Object({
  url: Type.String({
    description: 'Where to send the browser: Stripe Checkout, the local test checkout, or (a renewed membership) the success page.',
  }),
});

export const UnsubscribeBody = Type.Object({ slug: Type.String() }, { additionalProperties: true });

export const WebhookAnswer = Type.Object({
  received: Type.Boolean(),
  duplicate: Type.Optional(Type.Boolean()),
  outcome: Type.Optional(Type.String()),
});
