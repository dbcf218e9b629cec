// Texts that may not be published (issue 16 item 4). ProstSchG §32(3) forbids advertising sexual services without a
// condom and with pregnant women; the youth-protection law forbids anything presenting minors sexually. Advertisers
// dodge plain words with codes ("AO" = alles ohne, "FO" = französisch ohne, "GV natur") and spellings ("A.O.",
// "0hne", "o h n e"), so the text is normalised before the rules run. Every rule is a whole-word pattern over the
// normalised text; a rule that can be innocent in another sense ("ohne" alone, "10 Jahre Erfahrung") is written so it
// needs the context that makes it an offer.

export type TAdTextReason = "no_condom" | "pregnancy" | "minors";

export interface TAdTextFinding {
  reason: TAdTextReason;
  /** Which rule matched (stable id, stored in the moderation record). */
  rule: string;
  /** The words of the normalised text the rule matched. */
  match: string;
}

export interface TAdTextCheck {
  ok: boolean;
  findings: TAdTextFinding[];
}

/** Practices whose "ohne"/"natur"/"pur" means without a condom. */
const PRACTICE = "(?:gv|av|fm|fo|zk|verkehr|sex|ficken|poppen|blasen|oral|franzoesisch|franz|spanisch|anal|griechisch|eindringen)";
/** What may follow "ohne" at the end of such a phrase: nothing, punctuation, or a connecting word. */
const PHRASE_END = "(?=\\s*(?:$|[,.;:!?)\\/+&*-]|(?:und|oder|gegen|moeglich|extra|auf|bei|ist|nur|fuer|mit)\\b))";
const CONDOM = "(?:gummi|kondom|kondome|condom|schutz|verhuetung|huetchen|pariser|praeser\\w*|tuete|luemmeltuete)";

const RULES: { id: string; reason: TAdTextReason; pattern: RegExp }[] = [
  { id: "code_ao", reason: "no_condom", pattern: /\bao\b/ },
  { id: "alles_ohne", reason: "no_condom", pattern: /\balles\s+ohne\b/ },
  { id: "code_fo", reason: "no_condom", pattern: /\b(?:fo|fot)\b/ },
  { id: "practice_without", reason: "no_condom", pattern: new RegExp(`\\b${PRACTICE}\\s+(?:(?:ganz|total|auch|gerne|gern)\\s+)?(?:ohne|natur|pur|blank)\\b${PHRASE_END}`) },
  { id: "without_condom", reason: "no_condom", pattern: new RegExp(`\\bohne\\s+${CONDOM}\\b`) },
  { id: "condom_free", reason: "no_condom", pattern: /\b(?:kondomfrei|gummilos|ungeschuetzt\w*|bareback|bbbj|bbfs|condomless|unprotected|raw\s+sex)\b/ },
  { id: "without_condom_en", reason: "no_condom", pattern: /\b(?:without\s+(?:a\s+)?condoms?|no\s+condoms?)\b/ },
  { id: "pregnant", reason: "pregnancy", pattern: /\b(?:schwanger\w*|pregnan\w*|babybauch\w*|ssw|werdende\s+(?:mama|mutter))\b/ },
  { id: "minor_words", reason: "minors", pattern: /\b(?:minderjaehrig\w*|underage|jailbait|lolita|loli|schulmaedchen|schuelerin(?:nen)?|unter\s+18|under\s+18)\b/ },
  { id: "minor_age", reason: "minors", pattern: /\b(?:1[0-7]|[1-9])\s*-?\s*(?:jahre\s+alt|jaehrige?[nrs]?|yo|y\/o|years?\s+old)\b/ },
  { id: "minor_self", reason: "minors", pattern: /\b(?:ich\s+bin|bin\s+erst|i\s+am|i'm|im)\s+(?:1[0-7])\b(?!\s*(?:cm|kg|uhr|euro|eur|%))/ },
  { id: "minor_teen_age", reason: "minors", pattern: /\bteen(?:ie)?s?\s*-?\s*1[0-7]\b/ },
];

const LEET: Record<string, string> = { "0": "o", "4": "a", "@": "a", "3": "e", "$": "s" };

/**
 * Lower case, umlauts spelled out (ä → ae, ß → ss), other accents dropped, digits used as letters inside words
 * ("0hne" → "ohne", "4O" → "ao"), and single letters joined where they are spelled apart ("A.O.", "A O", "o h n e").
 */
export function normalizeAdText(text: string): string {
  let s = text.normalize("NFC");
  // Capital letters spelled apart ("A O", "A.O.", "G-V") are a code; lower-case single letters are not joined unless
  // three or more in a row ("o h n e").
  s = s.replace(/\b[A-ZÄÖÜ](?:[\s.\-_*/]+[A-ZÄÖÜ]\b)+\.?/g, (m) => m.replace(/[^A-ZÄÖÜ]/g, ""));
  s = s.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
  s = s.normalize("NFD").replace(/\p{M}+/gu, "");
  s = s.replace(/\b[a-z](?:[.\-_*]+[a-z]\b)+\.?/g, (m) => m.replace(/[^a-z]/g, ""));
  s = s.replace(/\b[a-z](?: [a-z]\b){2,}/g, (m) => m.replace(/ /g, ""));
  // Digits standing for letters: only inside a word that has letters too ("0hne", "4o"), never in numbers ("17") or
  // in a number with its unit ("17j", "18yo", "100m").
  s = s.replace(/[\p{L}\d@$]+/gu, (word) => (/\p{L}/u.test(word) && !/^\d{2,}/.test(word) ? word.replace(/[043@$]/g, (c) => LEET[c] ?? c) : word));
  return s.replace(/\s+/g, " ").trim();
}

/** Checks one text; ok is false when any rule matches. Markup should be removed first (plain text in). */
export function checkAdText(text: string): TAdTextCheck {
  const normalized = normalizeAdText(text);
  const findings: TAdTextFinding[] = [];
  for (const rule of RULES) {
    const match = normalized.match(rule.pattern);
    if (match) findings.push({ reason: rule.reason, rule: rule.id, match: match[0] });
  }
  return { ok: findings.length === 0, findings };
}

/** The translation key of the refusal for a finding's reason (locales: validation.ad_text.*). */
export const AD_TEXT_ERROR_KEYS: Record<TAdTextReason, string> = {
  no_condom: "validation.ad_text.no_condom",
  pregnancy: "validation.ad_text.pregnancy",
  minors: "validation.ad_text.minors",
};
