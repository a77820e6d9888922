import { priceLabel, SIM_PRICES, simPrice } from '../billing-simulator/catalog';
import type { SimPortalSession, SimSubscription } from '../billing-simulator/state';
import { actionButton } from './billing-forms';
import { devPage, escapeHtml } from './layout';

/**
 * The simulator's customer portal: the current plan, change plan (pro ↔ premium), cancel at
 * period end, resume, end now, simulate a failed payment, and the way back to the app. Each change
 * sends the event Stripe would (`customer.subscription.updated`, `.deleted`, `invoice.payment_failed`).
 */
export function renderPortalPage(session: SimPortalSession, subscription: SimSubscription | undefined): string {
  const base = `/dev/billing/portal/${encodeURIComponent(session.id)}`;
  const back = `<p><a href="${escapeHtml(session.returnUrl)}">← Return to Forksure</a></p>`;
  if (!subscription || subscription.status === 'canceled') {
    return devPage(
      'Your subscription',
      `${back}<div class="card"><p>No active subscription${subscription ? ' (the last one has ended)' : ''}. Choose a plan on the Pricing page to subscribe.</p></div>`,
    );
  }
  const price = simPrice(subscription.priceId);
  const end = new Date(subscription.currentPeriodEnd * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const other = price?.tier === 'premium' ? SIM_PRICES.pro : SIM_PRICES.premium;
  const status = subscription.status === 'past_due' ? ' <strong>(payment failed: past due)</strong>' : '';
  const renewal = subscription.cancelAtPeriodEnd ? `Cancels on ${escapeHtml(end)}.` : `Renews on ${escapeHtml(end)}.`;
  return devPage(
    'Your subscription',
    `${back}<p class="note">Local billing simulator portal: each change sends a signed Stripe-format event to the webhook.</p>
<div class="card">
<p class="muted">Current plan</p>
<p class="price">Forksure ${escapeHtml(price?.nickname ?? subscription.priceId)} · ${escapeHtml(price ? priceLabel(price) : '')}</p>
<p>${renewal}${status}</p>
<div class="actions">
${subscription.cancelAtPeriodEnd ? '' : actionButton(`${base}/change`, `Change to ${other.nickname} (${priceLabel(other)})`, { fields: { plan: other.tier } })}
${subscription.cancelAtPeriodEnd
  ? actionButton(`${base}/resume`, 'Resume subscription')
  : actionButton(`${base}/cancel`, 'Cancel at period end', { className: 'secondary' })}
${actionButton(`${base}/end-now`, 'End now', { className: 'danger' })}
${subscription.status === 'past_due' ? '' : actionButton(`${base}/payment-failed`, 'Simulate a failed payment', { className: 'secondary' })}
</div></div>`,
  );
}
