// @samtrot/trust: the pure rules of trust and compliance (issue 16), shared by the api and the web.
export { AD_TEXT_ERROR_KEYS, checkAdText, normalizeAdText, type TAdTextCheck, type TAdTextFinding, type TAdTextReason } from "./ad-text.js";
