/**
 * A page that posts a form to an outside origin on purpose (the checkout's card form to the card provider's hosted
 * page) answers with this header; the web server then adds the configured payment origins (env
 * PAYMENT_FORM_ORIGINS) to that page's CSP form-action and drops the header. Every other page keeps
 * `form-action 'self'`.
 */
export const FORM_ACTION_MARK_HEADER = "x-samtrot-form-action";
export const FORM_ACTION_MARK_PAYMENT = "payment";
