import { Type } from 'typebox';

/** POST /api/v1/stripe/subscribe/ (spec 001 §7). Checked by the handler, which names what is wrong. */
export const SubscribeBody = Type.Object(
  {
    orgId: Type.Union([Type.Integer(), Type.String()], {
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
