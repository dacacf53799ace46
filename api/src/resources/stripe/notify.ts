// Telling the payer of an affiliate subscription what happened to it (security review L6).
// The payer is who checked out (the subscription's metadata.user_id), else — for subscriptions
// made before that was recorded — the Stripe customer's email. Messages go through the mailer
// (SMTP or the outbox); a failure is logged and never undoes or fails the change itself.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { organizations, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { normalizeEmail } from '../accounts/queries';
import { type PlanType } from './config';
import { cancelledByOtherEmail, paymentFailedEmail, planChangedEmail, renewedEmail, type PayerAddress } from './emails';
import type { BillingGateway } from './gateway';
import { renewLink, RENEW_LINK_SECONDS } from './renew-link';
import type { BillingChanges, OrganizationBilling } from './sync';

export interface Payer extends PayerAddress {
  /** null: only the Stripe customer's address is known and no account has it. */
  userId: number | null;
}

interface NotifierContext {
  db: Db;
  gateway: BillingGateway;
  mailer: Mailer;
  siteUrl: string;
  secret: string;
  log: FastifyBaseLogger;
}

/** Who pays for a subscription: metadata.user_id's account, else the Stripe customer's email (and its account, if any). */
export async function findPayer(
  { db, gateway, log }: Pick<NotifierContext, 'db' | 'gateway' | 'log'>,
  subscription: { payerUserId: number | null; customerId: string },
): Promise<Payer | null> {
  if (subscription.payerUserId !== null) {
    const [user] = await db
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, subscription.payerUserId));
    if (user) return { userId: user.id, email: user.email, fullName: user.fullName };
  }
  if (!subscription.customerId) return null;
  let email: string | null;
  try {
    email = await gateway.customerEmail(subscription.customerId);
  } catch (error) {
    log.error({ err: error }, 'reading the payer of a subscription failed');
    return null;
  }
  if (!email) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user ? { userId: user.id, email: user.email, fullName: user.fullName } : { userId: null, email, fullName: '' };
}

export class PayerNotifier {
  constructor(private readonly context: NotifierContext) {}

  /** Who pays for the subscription: metadata.user_id's account, else the customer's email. */
  payerOf(subscription: { payerUserId: number | null; customerId: string }): Promise<Payer | null> {
    const { db, gateway, log } = this.context;
    return findPayer({ db, gateway, log }, subscription);
  }

  /** Someone other than the payer cancelled: the payer gets a one-click renew link. */
  async cancelledByOther(input: {
    payer: Payer;
    organization: { id: number; name: string };
    subscriptionId: string;
    by: { fullName: string; email: string };
    endsAt: string | null;
  }): Promise<boolean> {
    const { siteUrl, secret } = this.context;
    const now = Math.floor(Date.now() / 1000);
    return this.send(
      cancelledByOtherEmail({
        to: input.payer,
        organization: input.organization.name,
        siteUrl,
        by: input.by,
        endsAt: input.endsAt,
        renewUrl: renewLink(siteUrl, secret, input.organization.id, input.subscriptionId, now),
        linkExpires: new Date((now + RENEW_LINK_SECONDS) * 1000),
      }),
    );
  }

  /** After a state was applied: a paid renewal, a plan change. */
  async changesApplied(input: {
    organizationId: number;
    payer: Payer | null;
    changes: BillingChanges;
    planType: PlanType | null;
    state: OrganizationBilling | null;
  }): Promise<void> {
    const { changes, payer } = input;
    if (!payer || (!changes.renewedThrough && !changes.planChanged)) return;
    const organization = await this.organizationName(input.organizationId);
    const common = { to: payer, organization, siteUrl: this.context.siteUrl };
    if (changes.renewedThrough) await this.send(renewedEmail({ ...common, planType: input.planType, paidThrough: changes.renewedThrough }));
    if (changes.planChanged) {
      await this.send(planChangedEmail({ ...common, change: changes.planChanged, nextRenewal: input.state?.next_billing_date ?? null }));
    }
  }

  async paymentFailed(input: { organizationId: number; payer: Payer | null }): Promise<void> {
    if (!input.payer) return;
    const organization = await this.organizationName(input.organizationId);
    await this.send(paymentFailedEmail({ to: input.payer, organization, siteUrl: this.context.siteUrl }));
  }

  private async organizationName(id: number): Promise<string> {
    const [row] = await this.context.db.select({ name: organizations.displayName }).from(organizations).where(eq(organizations.id, id));
    return row?.name ?? 'your organization';
  }

  private async send(message: MailMessage): Promise<boolean> {
    try {
      await this.context.mailer.send(message);
      return true;
    } catch (error) {
      this.context.log.error({ err: error }, 'sending a payment email failed');
      return false;
    }
  }
}
