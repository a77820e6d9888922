import { priceLabel, simPrice } from '../billing-simulator/catalog';
import type { SimCheckoutSession, SimCustomer } from '../billing-simulator/state';
import { actionButton } from './billing-forms';
import { devPage, escapeHtml } from './layout';

/** The simulator's checkout page: the plan and its price, Pay (completes) or Cancel. */
export function renderCheckoutPage(session: SimCheckoutSession, customer: SimCustomer | undefined): string {
  const price = simPrice(session.priceId);
  const plan = price?.nickname ?? session.priceId;
  if (session.status !== 'open') {
    return devPage(
      'Checkout complete',
      `<div class="card"><p>This checkout for Forksure ${escapeHtml(plan)} is already complete.</p>
<p><a href="${escapeHtml(session.successUrl)}">Back to Forksure</a></p></div>`,
    );
  }
  const base = `/dev/billing/checkout/${encodeURIComponent(session.id)}`;
  return devPage(
    `Subscribe to Forksure ${plan}`,
    `<p class="note">Local billing simulator: no card is charged. Paying creates the subscription and sends the signed
<code>checkout.session.completed</code> and <code>customer.subscription.created</code> events to the webhook.</p>
<div class="card">
<p class="muted">Forksure ${escapeHtml(plan)}</p>
<p class="price">${escapeHtml(price ? priceLabel(price) : 'unknown price')}</p>
<p>Billed monthly${customer?.email ? ` to <strong>${escapeHtml(customer.email)}</strong>` : ''}. Cancel any time.</p>
<div class="actions">
${actionButton(`${base}/complete`, `Pay ${price ? `$${(price.unitAmountCents / 100).toFixed(2)}` : ''} and subscribe`)}
${actionButton(`${base}/cancel`, 'Cancel', { className: 'secondary' })}
</div></div>`,
  );
}
