import { formatIban, validateBic, validateIban } from "@samtrot/payments";
import type { TValidateIbanResult } from "@samtrot/api-client/contracts";
import { AppError } from "../../http/errors.js";

/**
 * `POST /api/v2/validate-iban`: the server decides (spec 000 §5). The first failing check is the answer's
 * first error title (422, source `iban` or `bic`), which the client shows. The BIC is returned as given
 * (normalised): there is no bank-code → BIC table in the project yet, and we do not guess one.
 */
export function checkIban(input: { iban: string; bic?: string | null }): TValidateIbanResult {
  const iban = validateIban(input.iban);
  if (!iban.ok) throw new AppError(422, iban.error, "iban");
  let bic: string | null = null;
  if (input.bic) {
    const checked = validateBic(input.bic);
    if (!checked.ok) throw new AppError(422, checked.error, "bic");
    bic = checked.value.bic;
  }
  return { iban: iban.value.iban, iban_formatted: formatIban(iban.value.iban), country: iban.value.country, bic };
}
