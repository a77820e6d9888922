import { devPage } from './layout';

/**
 * The billing simulator's entry point. Checkout and the customer portal come with the billing
 * issue; until then this page says so, as the platform issue asks.
 */
export function renderBillingPage(): string {
  return devPage(
    'Billing simulator',
    `<p class="note"><strong>Not available yet.</strong> The billing flows (checkout for Pro and Premium, the
customer portal and signed webhook events) arrive with the billing issue. Until then every account is on the
Free plan.</p>
<div class="card"><p>When it is built, this local-only page will stand in for Stripe: a checkout started in the
app lands here, you choose to pay or cancel, and the simulator sends a correctly signed Stripe-format webhook event
to the real <code>POST /api/billing/webhook</code> handler before returning you to <code>/pricing?success=true</code>
or <code>/pricing?canceled=true</code>.</p></div>`,
  );
}
