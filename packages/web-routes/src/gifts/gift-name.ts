import type { TGift } from "@samtrot/api-client/contracts";

/** A gift's name in the page's language (the catalogue has German and English; other languages read English). */
export function giftName(gift: Pick<TGift, "names"> | undefined, lang: string, fallback = ""): string {
  if (!gift) return fallback;
  return lang === "de" ? gift.names.de : gift.names.en;
}
