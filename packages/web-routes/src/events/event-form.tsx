import { Form, useNavigation } from "@remix-run/react";
import type { TEvent } from "@samtrot/api-client/contracts";
import { EVENT_CATEGORIES } from "@samtrot/constants-catalogue";
import { Button, Card, Checkbox, Select, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { RichTextField } from "../blogs/rich-text-field";
import { catalogueCityOptions } from "../shell/forms/city-options";
import { FormErrorSummary, type TFormState } from "../shell/forms/form-feedback";
import { EventCoverPicker, type TCoverChoice } from "./event-cover-picker";
import { eventFormDefaults } from "./event-words";

/**
 * The add/edit form of an event (a plain form post; works without JavaScript). The description is rich text: a
 * textarea before hydration, then the shared TipTap editor (paragraphs, bold, italic, lists, quotes, links) writing
 * into it; the api keeps only what its allow-list lets through. The cover is one of the organizer's public photos.
 */
export function EventForm({ event, form, submitLabel, covers }: { event: TEvent | null; form: TFormState; submitLabel: string; covers: TCoverChoice[] }) {
  const { t } = useTranslation("event");
  const navigation = useNavigation();
  const d = eventFormDefaults(event);
  const v = (name: keyof typeof d) => form.value(name) ?? String(d[name]);
  const cities = catalogueCityOptions();
  return (
    <Form method="post" className="wr-event-form" data-testid="event-form" noValidate>
      <FormErrorSummary errors={form.errors} />
      <Card title={t("form.about")}>
        <TextInput label={t("form.title")} name="title" required maxLength={100} defaultValue={v("title")} error={form.fieldError("title")} data-testid="event-title" />
        <Select
          label={t("form.category")}
          name="category"
          required
          options={EVENT_CATEGORIES.map((category) => ({ value: category, label: t(`category.${category}`) }))}
          defaultValue={v("category")}
          error={form.fieldError("category")}
          data-testid="event-category"
        />
        <RichTextField
          id="event-description"
          name="description"
          label={t("form.description")}
          hint={t("form.description_hint")}
          initialHtml={v("description")}
          error={form.fieldError("description")}
          rows={8}
          loadingLabel={t("form.description")}
          variant="text"
          textareaTestId="event-description"
          editorTestId="event-description-editor"
        />
        <EventCoverPicker choices={covers} initial={Number(v("cover_media_id")) || null} error={form.fieldError("cover_media_id")} />
      </Card>
      <Card title={t("form.when")}>
        <div className="wr-event-form__row">
          <TextInput label={t("form.start_date")} name="start_date" type="date" required defaultValue={v("start_date")} error={form.fieldError("starts_at")} data-testid="event-start-date" />
          <TextInput label={t("form.start_time")} name="start_time" type="time" required defaultValue={v("start_time")} data-testid="event-start-time" />
        </div>
        <div className="wr-event-form__row">
          <TextInput label={t("form.end_date")} name="end_date" type="date" required defaultValue={v("end_date")} error={form.fieldError("ends_at")} data-testid="event-end-date" />
          <TextInput label={t("form.end_time")} name="end_time" type="time" required defaultValue={v("end_time")} data-testid="event-end-time" />
        </div>
      </Card>
      <Card title={t("form.where")}>
        <Select label={t("form.city")} name="city" required placeholder={t("form.city_placeholder")} options={cities} defaultValue={v("city")} error={form.fieldError("city")} data-testid="event-city" />
        <TextInput label={t("form.address")} name="address" maxLength={200} hint={t("form.address_hint")} defaultValue={v("address")} error={form.fieldError("address")} data-testid="event-address" />
      </Card>
      <Card title={t("form.entry")}>
        <div className="wr-event-form__row">
          <TextInput label={t("form.price")} name="price" inputMode="numeric" required hint={t("form.price_hint")} defaultValue={v("price")} error={form.fieldError("price")} data-testid="event-price" />
          <TextInput
            label={t("form.max_attendees")}
            name="max_attendees"
            inputMode="numeric"
            hint={t("form.max_attendees_hint")}
            defaultValue={v("max_attendees")}
            error={form.fieldError("max_attendees")}
            data-testid="event-max"
          />
        </div>
        <Checkbox label={t("form.plus_only")} name="plus_only" hint={t("form.plus_only_hint")} defaultChecked={d.plus_only} data-testid="event-plus-only" />
        <Checkbox label={t("form.needs_confirmation")} name="needs_confirmation" hint={t("form.needs_confirmation_hint")} defaultChecked={d.needs_confirmation} data-testid="event-needs-confirmation" />
      </Card>
      <p className="wr-event-form__note">{t("form.review_note")}</p>
      <Button type="submit" loading={navigation.state === "submitting"} data-testid="event-submit">
        {submitLabel}
      </Button>
    </Form>
  );
}
