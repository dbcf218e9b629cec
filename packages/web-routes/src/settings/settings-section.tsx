import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { zodIssuesToApiErrors, type TCamelCased } from "@samtrot/api-client";
import { blocksContract, consentsContract, invoicesContract, myGiftsContract, type TMyGifts, requestDataExportContract, updateConsentContract, SETTINGS_CONTRACTS, SETTINGS_SECTION_SCHEMAS, unblockUserContract, type TConsentList, type TDataExport, type TInvoiceList, type TWebsiteStatusName } from "@samtrot/api-client/contracts";
import { SETTINGS_KEYS, type TSettingsKey } from "@samtrot/constants-catalogue";
import { Alert, Button, Card } from "@samtrot/ui-kit";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { pageApi } from "../shell/api/api.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { defaultWorkingHourRows, type TWorkingHourRow } from "../accounts/registration-forms";
import { assertSameOrigin, isHttps } from "../shell/api/same-origin.server";
import { signOutCookies } from "../shell/session/session-cookies";
import { requireUser } from "../shell/session/session.server";
import {
  FIRST_CONTACT_ERROR_FIELDS,
  LINK_USERNAME_FIELD,
  firstContactBodyFrom,
  linkedProfilesBodyFrom,
  linkedProfilesErrorSource,
} from "./section-forms";
import { SETTINGS_FIELDS, isEditableKey, settingsBodyFrom, settingsFieldNames } from "./settings-fields";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { PriceFields } from "./price-fields";
import { Blocklist, type TBlockedUsers } from "./blocklist";
import { DataExportPanel } from "./data-export-panel";
import { ConsentPanel } from "./consent-panel";
import { FirstContactForm, type TFirstContactValues } from "./first-contact-form";
import { InvoiceTable, invoiceApiQuery, invoiceQueryOf, type TInvoiceQuery } from "./invoice-table";
import invoicesCssUrl from "./invoices.css?url";
import giftsCssUrl from "../gifts/gifts.css?url";
import { GiftsPanel } from "../gifts/gifts-panel";
import { LinkedProfiles } from "./linked-profiles";
import { MembershipPanel } from "./membership-panel";
import { SettingsField } from "./settings-field";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { WorkingHoursFields } from "./working-hours-fields";
import { WebsiteReviewNote } from "./website-review-note";

export const handle = { i18n: ["common", "payment"], sensitive: true };

export const links = () => [
  { rel: "stylesheet", href: invoicesCssUrl },
  { rel: "stylesheet", href: giftsCssUrl },
];

type TSection = { key: TSettingsKey; area: string; readOnly: boolean; fields: { name: string; value: string }[]; values: Record<string, unknown> };

function settingsKeyOf(value: string | undefined): TSettingsKey {
  if (!value || !(SETTINGS_KEYS as readonly string[]).includes(value)) throw new Response(null, { status: 404 });
  return value as TSettingsKey;
}

function failStatus(status: number | string): number {
  return typeof status === "number" && status >= 400 ? status : 502;
}

async function loadSection(args: LoaderFunctionArgs, lang: Parameters<typeof pageApi>[1]["lang"], key: TSettingsKey): Promise<TSection> {
  const result = await pageApi(args, { lang }).call(SETTINGS_CONTRACTS[key].get as never);
  // A section hidden for this user (403 exception.settings.section_hidden) does not exist for them.
  if (!result.ok) throw new Response(null, { status: result.status === 403 ? 404 : failStatus(result.status) });
  return result.data as TSection;
}

// user/{key} (spec 000 §2): one settings section, its form (or its values where the page cannot change them).
export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  const key = settingsKeyOf(args.params.key);
  await requireUser(args);
  const section = await loadSection(args, lang, key);
  const t = serverI18n.t(lang);
  let blocks: TBlockedUsers | null = null;
  if (key === "first_contact_filter_and_blocklist") {
    const pageNo = Math.max(1, Math.min(100_000, Number(new URL(args.request.url).searchParams.get("page_no")) || 1));
    const list = await pageApi(args, { lang }).call(blocksContract, { query: { page_no: pageNo } });
    blocks = list.ok ? list.data : null;
  }
  let invoices: TCamelCased<TInvoiceList> | null = null;
  let invoiceQuery: TInvoiceQuery = {};
  if (key === "billing_invoices") {
    invoiceQuery = invoiceQueryOf(new URL(args.request.url));
    const list = await pageApi(args, { lang }).call(invoicesContract, { query: invoiceApiQuery(invoiceQuery) });
    invoices = list.ok ? list.data : null;
  }
  // user/gifts (decision 040): what was received and sent, beside the two settings.
  let gifts: TMyGifts | null = null;
  if (key === "gifts") {
    const mine = await pageApi(args, { lang }).call(myGiftsContract, undefined, { camelCase: false });
    gifts = mine.ok ? mine.data : null;
  }
  let consents: TCamelCased<TConsentList> | null = null;
  if (key === "data_privacy") {
    const list = await pageApi(args, { lang }).call(consentsContract);
    consents = list.ok ? list.data : null;
  }
  return data(
    { title: `${t(`settings.key.${key}`)} – ${t("settings.title")}`, section, blocks, invoices, invoiceQuery, gifts, consents },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  const key = settingsKeyOf(args.params.key);
  await requireUser(args);
  const form = await args.request.formData();
  const api = pageApi(args, { lang });
  if (key === "data_privacy" && form.get("intent") === "export") {
    const started = await api.call(requestDataExportContract);
    if (!started.ok) return refuseFromApi(started, [], form);
    return data({ ok: true as const, saved: "export" });
  }
  if (key === "data_privacy" && form.get("intent") === "consent") {
    const purpose = form.get("purpose");
    if (purpose !== "sexuality" && purpose !== "services") return refuse({ fieldErrors: {}, formError: "validation.common.invalid_type" }, form);
    const result = await api.call(updateConsentContract, { params: { purpose }, body: { granted: form.get("granted") === "1" } });
    if (!result.ok) return refuseFromApi(result, [], form);
    return data({ ok: true as const, saved: result.data.granted ? "consent_granted" : "consent_withdrawn" });
  }
  if (key === "first_contact_filter_and_blocklist" && form.get("intent") === "unblock") {
    const userId = Number(form.get("user_id"));
    if (!Number.isInteger(userId) || userId <= 0) return refuse({ fieldErrors: {}, formError: "validation.common.invalid_type" }, form);
    const result = await api.call(unblockUserContract, { params: { userId } });
    if (!result.ok) return refuseFromApi(result, [], form);
    return data({ ok: true as const, saved: "unblock" });
  }
  if (key === "linked_profiles") return saveLinkedProfiles(args, lang, form);
  const contract = SETTINGS_CONTRACTS[key].put as unknown;
  const schema = SETTINGS_SECTION_SCHEMAS[key].update as ZodTypeAny | undefined;
  if (!contract || !schema || !isEditableKey(key)) return data({ ok: false as const, errors: { fieldErrors: {}, formError: "exception.settings.read_only" }, values: {} }, { status: 405 });
  const section = await loadSection(args, lang, key);
  const visible = (name: string) => section.fields.some((f) => f.name === name && f.value !== "false");
  const fields = key === "first_contact_filter_and_blocklist" ? FIRST_CONTACT_ERROR_FIELDS : settingsFieldNames(key);
  const body = key === "first_contact_filter_and_blocklist" ? firstContactBodyFrom(form) : settingsBodyFrom(key, form, visible);
  const parsed = schema.safeParse(body);
  if (!parsed.success) return refuse(formErrorsFrom(zodIssuesToApiErrors(parsed.error), fields), form);
  const result = await api.call(contract as never, { body: parsed.data } as never);
  if (!result.ok) return refuseFromApi(result, fields, form);
  if (key === "pause_delete" && (result.data as { values?: { deleted?: boolean } }).values?.deleted) {
    // The account is gone and so is its session: forget the cookies and go home.
    const headers = new Headers({ "cache-control": "no-store" });
    for (const cookie of signOutCookies({ secure: isHttps(args.request) })) headers.append("set-cookie", cookie);
    throw redirect(localizePath("/", linkPrefix), { headers });
  }
  return data({ ok: true as const, saved: key });
}

/** linked_profiles: one change at a time (link an escort by username, unlink one, leave a business); the api gets the whole new list. */
async function saveLinkedProfiles(args: ActionFunctionArgs, lang: Parameters<typeof pageApi>[1]["lang"], form: FormData) {
  const fields = [LINK_USERNAME_FIELD, "businesses"];
  const section = await loadSection(args, lang, "linked_profiles");
  const body = linkedProfilesBodyFrom(form, section.values as { escorts: { id: number; username: string }[]; businesses: { id: number; username: string }[] });
  if (!body) return refuse({ fieldErrors: {}, formError: "exception.common.something_wrong_happened" }, form, 400);
  const parsed = SETTINGS_SECTION_SCHEMAS.linked_profiles.update.safeParse(body);
  const onForm = (errors: { code: number | string; title: string; source?: string | null }[]) => errors.map((error) => ({ ...error, source: linkedProfilesErrorSource(error.source) }));
  if (!parsed.success) return refuse(formErrorsFrom(onForm(zodIssuesToApiErrors(parsed.error)), fields), form);
  const result = await pageApi(args, { lang }).call(SETTINGS_CONTRACTS.linked_profiles.put, { body: parsed.data });
  if (!result.ok) return refuseFromApi({ ...result, errors: onForm(result.errors) }, fields, form);
  return data({ ok: true as const, saved: String(form.get("intent")) });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

function pricesOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of (values.prices as { name: number; price: number }[] | undefined) ?? []) out[`price_${p.name}`] = String(p.price);
  return out;
}

function hourRowsOf(values: Record<string, unknown>): TWorkingHourRow[] {
  const rows = defaultWorkingHourRows();
  for (const slot of (values.workingHours as { day: number; timeFrom: string; timeTo: string }[] | undefined) ?? []) {
    const row = rows[slot.day - 1];
    if (row && !row.on) Object.assign(row, { on: true, from: slot.timeFrom, to: slot.timeTo });
  }
  return rows;
}

/** camelCased answer key of a snake_case field name (the api-client camelCases answers). */
function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export default function SettingsSectionRoute() {
  const { section, blocks, invoices, invoiceQuery, gifts, consents } = useLoaderData<typeof loader>() as {
    gifts: TMyGifts | null;
    section: TSection;
    consents: TCamelCased<TConsentList> | null;
    blocks: TBlockedUsers | null;
    invoices: TCamelCased<TInvoiceList> | null;
    invoiceQuery: TInvoiceQuery;
  };
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const key = section.key;
  const config = new Map(section.fields.map((f) => [f.name, f.value]));
  const visible = (name: string) => config.has(name) && config.get(name) !== "false";
  const specs = (SETTINGS_FIELDS[key] ?? []).filter((spec) => visible(spec.name));
  const schema = SETTINGS_SECTION_SCHEMAS[key].update as ZodTypeAny | undefined;
  const firstContact = key === "first_contact_filter_and_blocklist";
  const fields = firstContact ? FIRST_CONTACT_ERROR_FIELDS : key === "linked_profiles" ? [LINK_USERNAME_FIELD, "businesses"] : settingsFieldNames(key);
  const state = useFormState(actionData, {
    fields,
    schema: key === "linked_profiles" ? undefined : schema,
    toBody: (form) => (firstContact ? firstContactBodyFrom(form) : settingsBodyFrom(key, form, visible)),
  });
  const saved = actionData && "saved" in actionData && actionData.ok;
  const busy = navigation.state !== "idle";
  const prices = pricesOf(section.values);
  // Marks the page once it runs in the browser (the form then checks itself before sending).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className={key === "billing_invoices" ? "sr-container wr-narrow wr-narrow--wide" : "sr-container wr-narrow"} data-testid={`settings-${key}`} data-interactive={interactive ? "true" : undefined}>
      <p>
        <a href={href("/user")}>{t("settings.back")}</a>
      </p>
      <h1>{t(`settings.key.${key}`)}</h1>
      {saved ? (
        <Alert tone="success" data-testid="settings-saved">
          <p>{t(savedMessageKey(actionData.saved))}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={state.errors} />
      {key === "pause_delete" ? (
        <PauseDeleteForms values={section.values} state={state} busy={busy} />
      ) : firstContact ? (
        <>
          <FirstContactForm stored={section.values.firstContact as TFirstContactValues} state={state} busy={busy} />
          <Blocklist blocks={blocks} busy={busy} />
        </>
      ) : key === "linked_profiles" ? (
        <LinkedProfiles
          values={section.values as { escorts: { id: number; username: string }[]; businesses: { id: number; username: string }[] }}
          showEscorts={visible("escorts")}
          showBusinesses={visible("businesses")}
          state={state}
          busy={busy}
        />
      ) : key === "membership" ? (
        <MembershipPanel values={section.values as { isMember: boolean; memberUntil: string | null; benefits: string[] }} />
      ) : key === "billing_invoices" ? (
        <InvoiceTable invoices={invoices} query={invoiceQuery} loading={navigation.state === "loading" && navigation.location?.pathname === location.pathname} />
      ) : key === "age_check_verification" ? (
        <p>
          <a href={href("/user/age_check_verification")}>{t("age_check.title")}</a>
        </p>
      ) : isEditableKey(key) && !section.readOnly ? (
        <Form method="post" noValidate onSubmit={state.validate} data-testid="settings-form">
          {key === "service_prices" && visible("prices") ? (
            <PriceFields legend={t("settings.field.prices")} required={config.get("prices") === "required"} value={(name) => state.value(name) ?? prices[name]} fieldError={state.fieldError} error={state.fieldError("prices")} />
          ) : null}
          {key === "service_prices" && visible("working_hours") ? (
            <WorkingHoursFields rows={hourRowsOf(section.values)} legend={t("settings.field.working_hours")} error={state.fieldError("working_hours")} />
          ) : null}
          {specs.map((spec) => (
            <SettingsField key={spec.name} spec={spec} stored={section.values[camel(spec.name)]} required={config.get(spec.name) === "required"} state={state} />
          ))}
          <Button type="submit" disabled={busy} data-testid="settings-submit">
            {t("settings.save")}
          </Button>
        </Form>
      ) : (
        <Card title={t("settings.values")} headingLevel={2}>
          <ValuesList values={section.values} />
        </Card>
      )}
      {key === "contact" && visible("website") ? (
        <WebsiteReviewNote
          status={section.values.websiteStatus as TWebsiteStatusName}
          website={section.values.website as string | null}
          reason={section.values.websiteRejectionReason as string | null}
        />
      ) : null}
      {key === "gifts" ? <GiftsPanel gifts={gifts} received={visible("show_gifts")} /> : null}
      {key === "data_privacy" && consents ? <ConsentPanel consents={consents} /> : null}
      {key === "data_privacy" ? <DataExportPanel exportState={section.values.export as TCamelCased<TDataExport>} /> : null}
    </div>
  );
}

/** The success message of a change (a save, an unblock, a link change). */
function savedMessageKey(saved: string): string {
  switch (saved) {
    case "unblock":
      return "settings.blocklist.unblocked";
    case "link":
      return "settings.linked.linked";
    case "unlink":
      return "settings.linked.unlinked";
    case "consent_granted":
      return "consents.saved_granted";
    case "consent_withdrawn":
      return "consents.saved_withdrawn";
    case "leave":
      return "settings.linked.left";
    default:
      return "settings.saved";
  }
}

/** Read-only sections and those this page cannot change yet: their values as a list. */
function ValuesList({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation("common");
  const entries = Object.entries(values);
  if (entries.length === 0) return <p className="wr-empty">{t("settings.no_values")}</p>;
  return (
    <dl className="wr-facts" data-testid="settings-values">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{typeof value === "boolean" ? (value ? t("settings.yes") : t("settings.no")) : Array.isArray(value) ? value.length === 0 ? "–" : JSON.stringify(value) : value === null ? "–" : typeof value === "object" ? JSON.stringify(value) : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Pause/resume, and delete behind a confirm dialog and the password (spec 000 §2 pause_delete). */
function PauseDeleteForms({ values, state, busy }: { values: Record<string, unknown>; state: ReturnType<typeof useFormState>; busy: boolean }) {
  const { t } = useTranslation("common");
  const paused = values.isPaused === true;
  return (
    <>
      <Card title={paused ? t("settings.pause.resume_heading") : t("settings.pause.pause_heading")} headingLevel={2}>
        <p data-testid="pause-state">{paused ? t("settings.pause.paused") : t("settings.pause.active")}</p>
        <Form method="post">
          <input type="hidden" name="action" value={paused ? "resume" : "pause"} />
          <Button type="submit" variant={paused ? "primary" : "danger"} disabled={busy} data-testid="pause-submit">
            {paused ? t("settings.pause.resume") : t("settings.pause.pause")}
          </Button>
        </Form>
      </Card>
      <Card title={t("settings.delete.heading")} headingLevel={2}>
        <p>{t("settings.delete.explanation")}</p>
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t("settings.delete.confirm"))) event.preventDefault();
          }}
        >
          <input type="hidden" name="action" value="delete" />
          <SettingsPassword state={state} />
          <Button type="submit" variant="danger" disabled={busy} data-testid="delete-submit">
            {t("settings.delete.submit")}
          </Button>
        </Form>
      </Card>
    </>
  );
}

function SettingsPassword({ state }: { state: ReturnType<typeof useFormState> }) {
  return <SettingsField spec={{ name: "password", kind: "password", labelKey: "settings.field.password", empty: "omit" }} stored={undefined} required={false} state={state} />;
}
