import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIM_PRICES, priceLabel, simPrice } from '../billing-simulator/catalog';
import { type BillingSimulator, SimulatorActionError } from '../billing-simulator/simulator';
import { renderCheckoutPage } from './billing-checkout';
import { BadFormError, FormTooLargeError, isSameOriginPost, readFormBody } from './billing-forms';
import { renderPortalPage } from './billing-portal';
import { DEV_PAGE_HEADERS, devPage, escapeHtml } from './layout';

/**
 * `/dev/billing`: the billing simulator's pages (local only, never deployed). GET shows the
 * overview, a checkout session or a portal session; POST runs an action (same-origin form posts
 * only, see billing-forms.ts) and redirects (303) where Stripe would send the browser. `rest` is
 * already percent-decoded (local-path.ts).
 */
export async function handleBillingPages(req: IncomingMessage, res: ServerResponse, rest: string, sim: BillingSimulator, pageOrigins: readonly string[]): Promise<void> {
  const parts = rest.split('/').filter(Boolean);
  const [kind, id, action] = parts;
  try {
    if (req.method === 'POST') {
      if (!isSameOriginPost(req, pageOrigins)) return send(res, 403, devPage('Refused', '<p class="empty">The billing simulator accepts its own forms only (same-origin POST).</p>'));
      const form = await readFormBody(req);
      const result = await runAction(sim, kind, id, action, form);
      if (!result) return send(res, 404, notFound());
      res.writeHead(303, { ...DEV_PAGE_HEADERS, location: result.redirect, 'cache-control': 'no-store' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, devPage('Method not allowed', '<p class="empty">Use the page\'s buttons.</p>'));
    if (!kind) return send(res, 200, renderOverview(sim));
    if (kind === 'checkout' && id && !action) {
      const session = sim.state.checkoutSessions[id];
      return session ? send(res, 200, renderCheckoutPage(session, sim.state.customers[session.customer])) : send(res, 404, notFound());
    }
    if (kind === 'portal' && id && !action) {
      const session = sim.state.portalSessions[id];
      return session ? send(res, 200, renderPortalPage(session, sim.currentSubscription(session.customer))) : send(res, 404, notFound());
    }
    return send(res, 404, notFound());
  } catch (error) {
    if (error instanceof FormTooLargeError) return send(res, 413, devPage('Form too large', `<p class="empty">${escapeHtml(error.message)}</p>`));
    if (error instanceof BadFormError) return send(res, 400, devPage('Not a choice', `<p class="empty">${escapeHtml(error.message)} <a href="/dev/billing">Billing simulator</a></p>`));
    if (error instanceof SimulatorActionError) return send(res, 409, devPage('Not possible', `<p class="empty">${escapeHtml(error.message)} <a href="/dev/billing">Billing simulator</a></p>`));
    throw error;
  }
}

function runAction(sim: BillingSimulator, kind: string | undefined, id: string | undefined, action: string | undefined, form: URLSearchParams) {
  if (!id) return undefined;
  if (kind === 'checkout') {
    if (action === 'complete') return sim.completeCheckout(id);
    if (action === 'cancel') return sim.cancelCheckout(id);
  }
  if (kind === 'portal') {
    if (action === 'change') {
      const plan = form.get('plan');
      if (plan !== 'pro' && plan !== 'premium') throw new BadFormError('Choose pro or premium.');
      return sim.changePlan(id, plan);
    }
    if (action === 'cancel') return sim.setCancelAtPeriodEnd(id, true);
    if (action === 'resume') return sim.setCancelAtPeriodEnd(id, false);
    if (action === 'end-now') return sim.endNow(id);
    if (action === 'payment-failed') return sim.failPayment(id);
  }
  return undefined;
}

function renderOverview(sim: BillingSimulator): string {
  const customers = Object.values(sim.state.customers).sort((a, b) => b.created - a.created);
  const rows = customers
    .map((c) => {
      const sub = sim.currentSubscription(c.id);
      const price = sub ? simPrice(sub.priceId) : undefined;
      const plan = sub ? `${price?.nickname ?? sub.priceId} · ${sub.status}${sub.cancelAtPeriodEnd ? ' · cancels at period end' : ''}` : 'no subscription';
      return `<tr><td>${c.email ? escapeHtml(c.email) : `<code>${escapeHtml(c.metadata.userId ?? '')}</code>`}</td><td><code>${escapeHtml(c.id)}</code></td><td>${escapeHtml(plan)}</td></tr>`;
    })
    .join('');
  const events = sim.state.events
    .map(
      (e) =>
        `<tr><td>${escapeHtml(new Date(e.created * 1000).toLocaleString('en-US'))}</td><td>${escapeHtml(e.type).replaceAll('.', '.<wbr>')}</td><td>${escapeHtml(e.delivery)}</td></tr>`,
    )
    .join('');
  return devPage(
    'Billing simulator',
    `<p class="note">Local only: this stands in for Stripe. Upgrade on the app's Pricing page to reach a checkout here;
<strong>Manage Subscription</strong> opens the portal. Plans: Pro ${escapeHtml(priceLabel(SIM_PRICES.pro))}, Premium ${escapeHtml(priceLabel(SIM_PRICES.premium))}.
Events are signed like Stripe's and sent to <code>POST /api/billing/webhook</code>.</p>
<h2>Customers</h2>${rows ? `<table><thead><tr><th>User (email or id)</th><th>Customer</th><th>Subscription</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="empty">No customers yet.</p>'}
<h2>Recent events</h2>${events ? `<table><thead><tr><th>Sent</th><th>Type</th><th>Webhook answer</th></tr></thead><tbody>${events}</tbody></table>` : '<p class="empty">No events sent yet.</p>'}`,
  );
}

const notFound = () => devPage('Not found', '<p class="empty">No such checkout or portal session. <a href="/dev/billing">Billing simulator</a></p>');

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { ...DEV_PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}
