-- Custom migration (issue 11): invoices with gapless numbers per seller (brand) and year (§14 UStG needs a
-- unique, consecutive number). Written by hand; issueInvoice() in apps/api/src/modules/invoices is the only
-- writer. A number is taken from invoice_counters in the transaction that writes the invoice: the counter row
-- stays locked until commit, and a rollback gives the number back, so the series has no gaps (a sequence
-- would leave holes on every rollback).
CREATE TABLE invoice_counters (
  brand text NOT NULL,
  year smallint NOT NULL,
  last_number integer NOT NULL,
  PRIMARY KEY (brand, year),
  CONSTRAINT invoice_counters_brand_ck CHECK (brand IN ('samtrot', 'nachtfalter')),
  CONSTRAINT invoice_counters_last_ck CHECK (last_number >= 1)
);
--> statement-breakpoint
-- An invoice keeps what it said when it was issued: seller and customer as they were (snapshots), amounts in
-- cents, the VAT per rate. No foreign key to users or payments: invoices must be kept for ten years (§147 AO),
-- longer than an account or a demo reset. Only the status may change afterwards (refund, charge-back, return).
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  year smallint NOT NULL,
  seq integer NOT NULL,
  number text NOT NULL,
  user_id bigint NOT NULL,
  payment_id bigint,
  invoice_type text NOT NULL,
  -- subscription/invoice codes of spec 001 §4: subscribed 1 = paid, refunded 6, charge_back 5, reversed 10
  status smallint NOT NULL DEFAULT 1,
  issued_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  locale text NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  seller jsonb NOT NULL,
  customer jsonb NOT NULL,
  vat_reason text NOT NULL,
  vat_country text NOT NULL,
  net_cents bigint NOT NULL,
  vat_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,
  vat_breakdown jsonb NOT NULL,
  description text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_number_uq UNIQUE (number),
  CONSTRAINT invoices_series_uq UNIQUE (brand, year, seq),
  CONSTRAINT invoices_payment_uq UNIQUE (payment_id),
  CONSTRAINT invoices_brand_ck CHECK (brand IN ('samtrot', 'nachtfalter')),
  CONSTRAINT invoices_type_ck CHECK (invoice_type IN ('normal_payment', 'auto_renew')),
  CONSTRAINT invoices_status_ck CHECK (status BETWEEN 0 AND 10),
  CONSTRAINT invoices_vat_reason_ck CHECK (vat_reason IN ('domestic', 'eu_oss', 'reverse_charge', 'outside_eu')),
  CONSTRAINT invoices_amounts_ck CHECK (net_cents >= 0 AND vat_cents >= 0 AND gross_cents = net_cents + vat_cents),
  CONSTRAINT invoices_seq_ck CHECK (seq >= 1)
);
--> statement-breakpoint
CREATE INDEX invoices_user_issued_idx ON invoices (user_id, issued_at DESC, id DESC);
--> statement-breakpoint
CREATE TABLE invoice_items (
  invoice_id bigint NOT NULL REFERENCES invoices (id),
  position smallint NOT NULL,
  item_type text NOT NULL,
  description text NOT NULL,
  quantity integer NOT NULL,
  unit_net_cents bigint NOT NULL,
  net_cents bigint NOT NULL,
  vat_rate_bp integer NOT NULL,
  period_from date,
  period_to date,
  PRIMARY KEY (invoice_id, position),
  CONSTRAINT invoice_items_type_ck CHECK (item_type IN ('renewable_membership', 'non_renewable_membership', 'fsk18_check', 'dollars')),
  CONSTRAINT invoice_items_amounts_ck CHECK (quantity >= 1 AND unit_net_cents >= 0 AND net_cents = unit_net_cents * quantity),
  CONSTRAINT invoice_items_rate_ck CHECK (vat_rate_bp BETWEEN 0 AND 10000),
  CONSTRAINT invoice_items_period_ck CHECK (period_to IS NULL OR period_from IS NULL OR period_to >= period_from)
);
--> statement-breakpoint
-- Issued is issued: no deletes, and no change but the status (a correction is a new document).
CREATE FUNCTION invoices_guard() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are kept: % on % refused', TG_OP, TG_TABLE_NAME;
  END IF;
  IF TG_TABLE_NAME = 'invoice_items' THEN
    RAISE EXCEPTION 'invoice items are kept as issued';
  END IF;
  IF (NEW.id, NEW.brand, NEW.year, NEW.seq, NEW.number, NEW.user_id, NEW.payment_id, NEW.invoice_type, NEW.issued_at,
      NEW.paid_at, NEW.locale, NEW.currency, NEW.seller, NEW.customer, NEW.vat_reason, NEW.vat_country, NEW.net_cents,
      NEW.vat_cents, NEW.gross_cents, NEW.vat_breakdown, NEW.description)
     IS DISTINCT FROM
     (OLD.id, OLD.brand, OLD.year, OLD.seq, OLD.number, OLD.user_id, OLD.payment_id, OLD.invoice_type, OLD.issued_at,
      OLD.paid_at, OLD.locale, OLD.currency, OLD.seller, OLD.customer, OLD.vat_reason, OLD.vat_country, OLD.net_cents,
      OLD.vat_cents, OLD.gross_cents, OLD.vat_breakdown, OLD.description) THEN
    RAISE EXCEPTION 'an issued invoice changes only its status';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoices_guard_update BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_guard();
--> statement-breakpoint
CREATE TRIGGER invoices_guard_delete BEFORE DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_guard();
--> statement-breakpoint
CREATE TRIGGER invoice_items_guard BEFORE UPDATE OR DELETE ON invoice_items FOR EACH ROW EXECUTE FUNCTION invoices_guard();
