import { STRIPE_LOCAL_PREFIX } from './constants';
import { escapeHtml } from './http';
import type { TFakeState, TObj } from './state';

/** The fake's own pages: the hosted invoice page and the list of subscriptions with its buttons. */

export function renderInvoice(state: TFakeState, invoice: TObj): string {
  const customer = state.customers[String(invoice.customer)];
  const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;
  const lines = (invoice.lines as { data: Array<{ description: string; amount: number }> }).data
    .map((line) => `<tr><td>${escapeHtml(line.description)}</td><td class="n">${money(line.amount)}</td></tr>`)
    .join('');
  const date = new Date(Number(invoice.created) * 1000).toISOString().slice(0, 10);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(String(invoice.id))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#222}table{width:100%;border-collapse:collapse}
td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.status{display:inline-block;padding:2px 10px;border-radius:10px;background:${invoice.status === 'paid' ? '#d3f9d8' : '#ffe3e3'}}
.note{color:#777;font-size:13px;margin-top:32px}</style></head><body>
<h1>Invoice</h1><p><strong>${escapeHtml(String(customer?.name ?? ''))}</strong><br>Invoice ${escapeHtml(String(invoice.id))} · ${date}
· <span class="status">${escapeHtml(String(invoice.status))}</span></p>
<table><thead><tr><th>Description</th><th class="n">Amount (VAT included)</th></tr></thead><tbody>${lines}</tbody>
<tfoot><tr><th>Total</th><th class="n">${money(Number(invoice.total))}</th></tr><tr><td>Paid</td><td class="n">${money(Number(invoice.amount_paid))}</td></tr></tfoot></table>
<p class="note">Local fake Stripe: this page stands in for Stripe's hosted invoice page.</p></body></html>`;
}

export function renderIndex(state: TFakeState): string {
  const rows = Object.values(state.subscriptions)
    .sort((a, b) => Number(b.created) - Number(a.created))
    .map((sub) => {
      const customer = state.customers[sub.customer];
      const item = sub.items.data[0]!;
      const company = encodeURIComponent(sub.metadata.company_id ?? '');
      const button = (path: string, label: string) =>
        `<form method="post" action="${STRIPE_LOCAL_PREFIX}/${path}"><button>${label}</button></form>`;
      const controls =
        sub.status === 'canceled'
          ? ''
          : button(`renew?company=${company}`, 'Renew now') +
            button(`renew?company=${company}&fail=1`, 'Renew, payment fails') +
            button(`end?company=${company}`, 'End now');
      const companyName =
        (customer?.metadata as Record<string, string> | undefined)?.company_name ?? customer?.name ?? '';
      return `<tr><td>${escapeHtml(String(companyName))}<br><small>${escapeHtml(sub.metadata.company_id ?? '')}</small></td>
<td>${escapeHtml(sub.status)}${sub.cancel_at ? ' (cancelling)' : ''}</td><td>£${(item.price.unit_amount / 100).toFixed(2)} / ${item.price.recurring.interval}</td>
<td>${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}</td><td>${controls}</td></tr>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe</title>
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#222}table{border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}form{display:inline;margin-right:6px}</style></head>
<body><h1>Fake Stripe (local)</h1><p>Subscriptions of the local product. Renewing bills the next period now and sends the webhooks.</p>
<table><thead><tr><th>Company</th><th>Status</th><th>Price</th><th>Period ends</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="5">No subscriptions yet.</td></tr>'}</tbody></table></body></html>`;
}
