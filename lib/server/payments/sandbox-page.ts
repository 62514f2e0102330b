/**
 * The sandbox's hosted card page: plain server-rendered HTML (it stands for the provider's
 * site, so it uses nothing of the shop's React app), in English or Chinese by the hand-off's
 * `lang` (shopping §7 pay: "language E for English else C"). Presentation of the sandbox routes
 * (./routes.ts); the payments domain keeps the hand-off, its signature and the test cards.
 */
import { SANDBOX_SUBMIT_PATH, type SandboxHandOff } from "@/lib/domain/payments/sandbox";
import { escapeHtml, hiddenInputs } from "@/lib/domain/payments/signing";
import { formatMoney } from "@/lib/i18n/money";

const TEXTS = {
  E: {
    htmlLang: "en",
    title: "Sandbox card payment",
    notice: "Test payment page. No real card is charged.",
    order: "Order",
    amount: "Amount to pay",
    cardNumber: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    pay: "Pay",
    cancel: "Cancel",
    cards:
      "Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 stays pending.",
    invalid: "This payment link is not valid. Please return to the shop and try again.",
  },
  C: {
    htmlLang: "zh-HK",
    title: "測試信用卡付款",
    notice: "測試付款頁面，不會從真實信用卡扣款。",
    order: "訂單",
    amount: "付款金額",
    cardNumber: "卡號",
    expiry: "到期日 (MM/YY)",
    cvc: "安全碼",
    pay: "付款",
    cancel: "取消",
    cards:
      "測試卡：4242 4242 4242 4242 付款成功；4000 0000 0000 0002 被拒；4000 0000 0000 9995 保持處理中。",
    invalid: "此付款連結無效，請返回商店再試。",
  },
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;padding:24px;color:#1b1b1b}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 8px}.notice{color:#7a4b00;background:#fff4e0;padding:8px;border-radius:4px;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dd{margin:0;font-weight:600}
label{display:block;margin-top:12px;font-size:.875rem}input[type=text]{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #999;border-radius:4px}
.row{display:flex;gap:12px}.row label{flex:1}button{margin-top:16px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:4px;background:#1b1b1b;color:#fff}
a{display:block;text-align:center;margin-top:12px;color:#1b1b1b}.cards{font-size:.8rem;color:#555}`;

function page(lang: "E" | "C", body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function languageOf(lang: string | null | undefined): "E" | "C" {
  return lang === "C" ? "C" : "E";
}

/** The card form; the signed hand-off rides along in hidden fields and is checked again on submit. */
export function renderSandboxCardPage(fields: SandboxHandOff, paySign: string): string {
  const lang = languageOf(fields.lang);
  const t = TEXTS[lang];
  const amount = formatMoney(
    { amount: fields.amount, currencyCode: fields.currency },
    lang === "C" ? "zh" : "en",
  );
  const hidden = hiddenInputs({ ...fields, paySign });
  const input = (name: string, label: string, attrs: string) =>
    `<label>${escapeHtml(label)}<input type="text" name="${name}" ${attrs} required></label>`;
  return page(
    lang,
    `<h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t.notice)}</p>
<dl><dt>${escapeHtml(t.order)}</dt><dd data-testid="sandbox-order">${escapeHtml(fields.orderCode)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd></dl>
<form method="post" action="${SANDBOX_SUBMIT_PATH}">${hidden}
${input("cardNumber", t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"')}
<div class="row">${input("expiry", t.expiry, 'autocomplete="cc-exp" value="12/30"')}${input("cvc", t.cvc, 'inputmode="numeric" autocomplete="cc-csc" value="123"')}</div>
<button type="submit" data-testid="sandbox-pay">${escapeHtml(t.pay)}</button></form>
<a href="${escapeHtml(fields.failUrl)}">${escapeHtml(t.cancel)}</a>
<p class="cards">${escapeHtml(t.cards)}</p>`,
  );
}

/** A hand-off whose signature failed: nothing of it is shown back. */
export function renderSandboxInvalidPage(lang: string | null | undefined): string {
  const t = TEXTS[languageOf(lang)];
  return page(languageOf(lang), `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.invalid)}</p>`);
}
