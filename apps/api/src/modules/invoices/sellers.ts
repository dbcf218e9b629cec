import { z } from "zod";
import type { TEnv } from "../../env.js";

/** The brands; each is its own (fictitious, for the demo) company with its own invoice number series. */
export const INVOICE_BRANDS = ["samtrot", "nachtfalter"] as const;
export type TInvoiceBrand = (typeof INVOICE_BRANDS)[number];

/** Number prefix per brand: ST-2026-000001, NF-2026-000001. */
export const INVOICE_PREFIX: Record<TInvoiceBrand, string> = { samtrot: "ST", nachtfalter: "NF" };

export const ZSeller = z
  .object({
    name: z.string().min(1),
    street: z.string().min(1),
    postcode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().length(2),
    /** Umsatzsteuer-Identifikationsnummer (§14 (4) no. 2 UStG: VAT id or tax number) */
    vatId: z.string().min(4),
    email: z.string().min(3),
    website: z.string().min(1),
    /** commercial register entry */
    register: z.string().min(1),
    managingDirector: z.string().min(1),
  })
  .strict();
export type TSeller = z.infer<typeof ZSeller>;

/**
 * Product defaults for the demo: fictitious companies (the VAT ids are made-up examples, not real registrations).
 * A deployment sets INVOICE_SELLER_<BRAND> with its real data.
 */
export const DEMO_SELLERS: Record<TInvoiceBrand, TSeller> = {
  samtrot: {
    name: "Samtrot Demo GmbH",
    street: "Friedrichstraße 123",
    postcode: "10117",
    city: "Berlin",
    country: "DE",
    vatId: "DE123456789",
    email: "rechnung@samtrot.test",
    website: "samtrot.test",
    register: "Amtsgericht Berlin (Charlottenburg), HRB 000001 (Demo)",
    managingDirector: "Erika Mustermann",
  },
  nachtfalter: {
    name: "Nachtfalter Demo UG (haftungsbeschränkt)",
    street: "Große Elbstraße 45",
    postcode: "22767",
    city: "Hamburg",
    country: "DE",
    vatId: "DE987654321",
    email: "rechnung@nachtfalter.test",
    website: "nachtfalter.test",
    register: "Amtsgericht Hamburg, HRB 000002 (Demo)",
    managingDirector: "Max Mustermann",
  },
};

/** "Samtrot", "nachtfalter", "Nachtfalter" … → the brand key; anything else is Samtrot (the main brand). */
export function invoiceBrandOf(name: string | null | undefined): TInvoiceBrand {
  const key = (name ?? "").trim().toLowerCase();
  return (INVOICE_BRANDS as readonly string[]).includes(key) ? (key as TInvoiceBrand) : "samtrot";
}

/** The seller of a brand: the configured JSON over the demo defaults (a bad value stops with a clear message). */
export function sellerOf(brand: TInvoiceBrand, env: Partial<Pick<TEnv, "INVOICE_SELLER_SAMTROT" | "INVOICE_SELLER_NACHTFALTER">> = {}): TSeller {
  const raw = brand === "samtrot" ? env.INVOICE_SELLER_SAMTROT : env.INVOICE_SELLER_NACHTFALTER;
  if (!raw) return DEMO_SELLERS[brand];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`INVOICE_SELLER_${brand.toUpperCase()} is not JSON`);
  }
  const seller = ZSeller.safeParse({ ...DEMO_SELLERS[brand], ...(parsed as object) });
  if (!seller.success) throw new Error(`INVOICE_SELLER_${brand.toUpperCase()}: ${seller.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join(", ")}`);
  return seller.data;
}
