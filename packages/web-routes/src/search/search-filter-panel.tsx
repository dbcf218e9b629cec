import { Form, Link } from "@remix-run/react";
import {
  GENDER,
  RUN_COUNTRY_CODES,
  defaultSort,
  findCityBySlug,
  labelKey,
  type TGender,
  type TLocale,
  type TPriceDuration,
  type TRunCountry,
  type TSortOption,
} from "@samtrot/constants-catalogue";
import {
  applySearchAction,
  effectiveUserType,
  formatRangeEntry,
  isEffectiveMember,
  parseRangeEntry,
  type TCodeFilter,
  type TRange,
  type TSearchState,
  type TTraitFilter,
  type TViewer,
} from "@samtrot/search-query-builder";
import { Button, ChoiceGroup, FilterSection, LocationPicker, RangeInput, Select, TextInput, type TRangeValue } from "@samtrot/ui-kit";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { suggestCities } from "./city-suggestions";
import { PLACE_FIELD, SIDE_PANEL_ID, rangeFieldNames } from "./form-fields";
import { activeFilterCounts, sectionOfFilter, type TPanelModel } from "./panel-model";
import type { TFacetCounts } from "./search-screen-data";
import type { TSearchController } from "./use-search-controller";

type TPanelProps = {
  model: TPanelModel;
  viewer: TViewer;
  facets: TFacetCounts | null;
  controller: TSearchController;
  /** where the form sends its fields without JavaScript (the page's base URL) */
  action: string;
  lang: TLocale;
  /**
   * side: the panel beside the results (below them on phones without JavaScript), each change applies at once.
   * sheet: inside the phone's filter sheet, where the controller is the sheet's selection; the sheet's footer holds
   * the buttons and sending the form (the apply button, Enter) calls onSubmit instead of leaving the page.
   */
  variant?: "side" | "sheet";
  /** sheet: the form's id, for the apply button in the sheet's footer */
  formId?: string;
  onSubmit?: () => void;
};


const GENDER_NAMES = Object.fromEntries(Object.entries(GENDER).map(([name, id]) => [id, name])) as Record<TGender, keyof typeof GENDER>;
const UNITS = { age: "search.unit.years", weight: "search.unit.kg", height: "search.unit.cm", price: "search.unit.eur" } as const;

function customRange(ranges: readonly TRange[], bands: readonly { range: TRange }[] | null): TRangeValue {
  const isBand = (range: TRange) => (bands ?? []).some((band) => band.range.min === range.min && band.range.max === range.max);
  const [only] = ranges;
  if (ranges.length !== 1 || !only || isBand(only)) return { min: null, max: null };
  return { min: only.min === 0 ? null : only.min, max: only.max };
}

function toRange(value: TRangeValue): TRange | null {
  if (value.min === null && value.max === null) return null;
  return { min: value.min ?? 0, max: value.max };
}

const displayNames = new Map<string, { region: Intl.DisplayNames | null; language: Intl.DisplayNames | null }>();

/** Names of codes in the page language: run countries and languages through the runtime's own tables (made once per language). */
function displayNamesOf(lang: TLocale) {
  let names = displayNames.get(lang);
  if (!names) {
    const make = (type: "region" | "language") => {
      try {
        return new Intl.DisplayNames([lang], { type });
      } catch {
        return null;
      }
    };
    names = { region: make("region"), language: make("language") };
    displayNames.set(lang, names);
  }
  return names;
}

/**
 * The filter panel: every filter, sort, radius and mode the viewer may use (panelModel), as one GET form whose
 * fields carry the search URL's parameter names, so it also works without JavaScript. With JavaScript each
 * change is a user action of search-query-builder (controller.dispatch) and applies at once. The long
 * sections render their options once opened (sections with a filter set start open), which keeps the server
 * render of every search page small.
 */
export function SearchFilterPanel({ model, viewer, facets, controller, action, lang, variant = "side", formId, onSubmit }: TPanelProps) {
  const sheet = variant === "sheet";
  const { t } = useTranslation("common");
  const { state, dispatch } = controller;
  const names = displayNamesOf(lang);
  const counts = activeFilterCounts(state);
  const activeLabel = (count: number) => t("search.panel.active_count", { count });
  const withCount = (label: string, filter: string, value: string | number) => {
    const found = facets?.terms[filter]?.find((entry) => String(entry.value) === String(value));
    return found ? `${label} (${found.count})` : label;
  };

  // The place field shows the current place; typing searches the city catalogue.
  const currentCity = state.city ? findCityBySlug(state.city) : undefined;
  const [placeText, setPlaceText] = useState(currentCity?.name ?? "");
  useEffect(() => setPlaceText(currentCity?.name ?? ""), [currentCity?.name]);
  const [locating, setLocating] = useState(false);
  const [positionFailed, setPositionFailed] = useState(false);
  const [canLocate, setCanLocate] = useState(false);
  // Set once the panel runs in the browser: from then on a change applies at once (tests wait for it too).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    setCanLocate(typeof navigator !== "undefined" && "geolocation" in navigator);
    setInteractive(true);
  }, []);
  // While the field shows the current place there is nothing to suggest (and nothing to compute on the server).
  const suggestions = (placeText === (currentCity?.name ?? "") ? [] : suggestCities(placeText)).map((city) => ({
    value: city.slug,
    label: city.name,
    detail: names.region?.of(city.country) ?? city.country,
  }));

  const useMyPosition = () => {
    setLocating(true);
    setPositionFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here = { lat: Number(position.coords.latitude.toFixed(4)), lon: Number(position.coords.longitude.toFixed(4)) };
        dispatch([
          { type: "set_position", position: here },
          { type: "set_location_and_mode", mode: "radius", location: here, city: null },
        ]);
      },
      () => {
        setLocating(false);
        setPositionFailed(true);
      },
      { timeout: 10_000, maximumAge: 600_000 }
    );
  };

  // The long sections: open when one of their filters is set, their options built only once opened (Deferred).
  const lazySection = (section: "person" | "price" | "looks" | "services" | "more", render: () => ReactNode) => (
    <FilterSection
      title={t(`search.panel.section.${section}`)}
      activeCount={counts[section]}
      activeLabel={activeLabel}
      defaultOpen={counts[section] > 0}
      lazyContent
    >
      <Deferred render={render} />
    </FilterSection>
  );

  const sortValue: TSortOption = state.sort ?? defaultSort({ userType: effectiveUserType(viewer), isMember: isEffectiveMember(viewer) });
  const traitSection = (section: "looks" | "services") =>
    model.traits
      .filter((entry) => sectionOfFilter(entry.filter) === section)
      .map(({ filter, groups }) =>
        groups.map((group) => (
          <ChoiceGroup
            key={`${filter}-${group.category}`}
            kind="checkbox"
            columns
            legend={
              groups.length > 1
                ? `${t(`search.filter.${filter}`)}: ${t(labelKey.traitCategory(group.category))}`
                : t(`search.filter.${filter}`)
            }
            name={filter}
            options={group.values.map((value) => ({
              value: String(value.id),
              label: withCount(t(labelKey.traitValue(group.category, value.key)), filter, value.id),
            }))}
            value={state.traits[filter].filter((id) => group.values.some((value) => value.id === id)).map(String)}
            onChange={(values) => {
              const others = state.traits[filter].filter((id) => !group.values.some((value) => value.id === id));
              dispatch({ type: "set_terms", filter: filter as TTraitFilter, values: [...others, ...values.map(Number)] });
            }}
          />
        ))
      );
  const codeLabel = (filter: TCodeFilter, code: string): string => {
    if (filter === "cup_size") return t(labelKey.cupGroup(code as Parameters<typeof labelKey.cupGroup>[0]));
    if (filter === "nationality") return names.region?.of(code) ?? code;
    if (filter === "languages") return names.language?.of(code.toLowerCase()) ?? code;
    return t(`search.${filter}.${code}`);
  };
  const codeSection = (section: "looks" | "services") =>
    model.codes
      .filter((entry) => sectionOfFilter(entry.filter) === section)
      .map(({ filter, values }) => (
        <ChoiceGroup
          key={filter}
          kind="checkbox"
          columns
          legend={t(`search.filter.${filter}`)}
          name={filter}
          options={values.map((code) => ({ value: code, label: withCount(codeLabel(filter, code), filter, code) }))}
          value={state.codes[filter]}
          onChange={(selected) => dispatch({ type: "set_codes", filter, values: selected })}
        />
      ));

  const rangeInput = (filter: "age" | "weight" | "height") => {
    const names2 = rangeFieldNames(filter);
    const bands = filter === "age" ? model.ageBands : null;
    return (
      <RangeInput
        key={filter}
        legend={t(filter === "age" ? "search.age.custom" : `search.${filter}.legend`)}
        minName={names2.min}
        maxName={names2.max}
        minLabel={t("search.range.from")}
        maxLabel={t("search.range.to")}
        unit={t(UNITS[filter])}
        value={customRange(state[filter], bands)}
        onCommit={(value) => {
          const range = toRange(value);
          const type = filter === "age" ? "set_custom_age" : filter === "weight" ? "set_custom_weight" : "set_custom_height";
          dispatch({ type, range });
        }}
      />
    );
  };

  return (
    <Form
      method="get"
      action={action}
      id={sheet ? formId : SIDE_PANEL_ID}
      className={sheet ? "wr-search__sheet-form" : "wr-search__panel"}
      aria-labelledby={sheet ? undefined : "search-panel-heading"}
      aria-label={sheet ? t("search.panel.title") : undefined}
      data-testid={sheet ? "search-sheet-form" : "search-panel"}
      data-interactive={interactive ? "true" : undefined}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit();
            }
          : undefined
      }
    >
      {sheet ? null : (
        <h2 id="search-panel-heading" className="wr-search__panel-heading">
          {t("search.panel.title")}
        </h2>
      )}

      <FilterSection title={t("search.panel.section.location")} defaultOpen>
        <ChoiceGroup
          kind="radio"
          legend={t("search.mode.legend")}
          name="mode"
          options={[
            { value: "radius", label: t("search.mode.radius") },
            { value: "country", label: t("search.mode.country") },
          ]}
          value={[state.mode]}
          onChange={([mode]) =>
            dispatch(
              mode === "country"
                ? { type: "set_location_and_mode", mode: "country", countries: state.countries.length > 0 ? state.countries : ["DE"] }
                : { type: "set_location_and_mode", mode: "radius" }
            )
          }
        />
        {state.mode === "radius" ? (
          <>
            <LocationPicker
              label={t("search.location.label")}
              name={PLACE_FIELD}
              text={placeText}
              onTextChange={setPlaceText}
              suggestions={suggestions}
              onSelect={(slug) => {
                const city = findCityBySlug(slug);
                if (!city) return;
                setPlaceText(city.name);
                dispatch({ type: "set_location_and_mode", mode: "radius", location: { lat: city.lat, lon: city.lon }, city: city.slug });
              }}
              noMatchText={t("search.location.no_match")}
              hint={
                state.location === null
                  ? t("search.skip.no_location")
                  : currentCity
                  ? t("search.location.current", { place: currentCity.name })
                  : t("search.location.current_position")
              }
              error={positionFailed ? t("search.location.position_failed") : undefined}
              position={
                canLocate
                  ? {
                      label: t("search.location.use_position"),
                      busyLabel: t("search.location.locating"),
                      busy: locating,
                      onClick: useMyPosition,
                    }
                  : undefined
              }
            />
            {state.location !== null && state.city === null ? (
              <>
                <input type="hidden" name="lat" value={state.location.lat} />
                <input type="hidden" name="lon" value={state.location.lon} />
              </>
            ) : null}
            <Select
              label={t("search.radius.legend")}
              name="radius"
              options={model.radii.map((km) => ({ value: String(km), label: t("search.radius.option", { km }) }))}
              value={String(state.radius)}
              onChange={(event) => dispatch({ type: "set_radius", radius: Number(event.currentTarget.value) })}
              hint={isEffectiveMember(viewer) ? undefined : t("search.radius.member_hint")}
            />
          </>
        ) : (
          <ChoiceGroup
            kind="checkbox"
            legend={t("search.country.legend")}
            name="country"
            options={RUN_COUNTRY_CODES.map((code) => ({ value: code, label: t(`search.country_name.${code}`) }))}
            value={state.countries}
            onChange={(countries) => dispatch({ type: "set_location_and_mode", mode: "country", countries: countries as TRunCountry[] })}
          />
        )}
      </FilterSection>

      <FilterSection title={t("search.panel.section.sort")} defaultOpen>
        <Select
          label={t("search.sort.label")}
          name="sort"
          options={model.sorts.map((sort) => ({ value: sort, label: t(labelKey.sortOption(sort)) }))}
          value={sortValue}
          onChange={(event) => dispatch({ type: "set_sort", sort: event.currentTarget.value as TSortOption })}
        />
        <QueryField value={state.query} label={t("search.query.label")} onCommit={(query) => dispatch({ type: "set_query", query })} />
      </FilterSection>

      {model.businessTypes ? (
        <FilterSection title={t("search.panel.section.category")} activeCount={counts.category} activeLabel={activeLabel} defaultOpen>
          <ChoiceGroup
            kind="checkbox"
            columns
            legend={t("search.business_type.legend")}
            name="business_type"
            options={model.businessTypes.map((type) => ({
              value: type.id,
              label: withCount(t(labelKey.businessType(type.key)), "business_type", type.id),
            }))}
            value={state.businessTypes}
            onChange={(values) =>
              dispatch({ type: "set_business_types", businessTypes: values as TSearchState["businessTypes"] })
            }
          />
        </FilterSection>
      ) : null}

      {lazySection("person", () => (
        <>
          {model.genders ? (
            <ChoiceGroup
              kind="checkbox"
              columns
              legend={t("search.gender.legend")}
              name="gender"
              options={model.genders.map((gender) => ({
                value: String(gender),
                label: withCount(t(labelKey.gender(GENDER_NAMES[gender])), "gender", gender),
              }))}
              value={(state.genders ?? []).map(String)}
              onChange={(values) => dispatch({ type: "set_genders", genders: values.map(Number) as TGender[] })}
            />
          ) : null}
          {model.ageBands ? (
            <ChoiceGroup
              kind="checkbox"
              columns
              legend={t("search.age.legend")}
              name="age"
              options={model.ageBands.map((band) => ({
                value: formatRangeEntry(band.range),
                label: t(labelKey.ageBand(band.key as Parameters<typeof labelKey.ageBand>[0])),
              }))}
              value={state.age
                .map(formatRangeEntry)
                .filter((entry) => model.ageBands?.some((band) => formatRangeEntry(band.range) === entry))}
              onChange={(values) =>
                dispatch({ type: "set_ranges", filter: "age", ranges: values.flatMap((value) => parseRangeEntry(value, "age") ?? []) })
              }
            />
          ) : null}
          {model.ranges.map(rangeInput)}
          {model.smoker ? (
            <ChoiceGroup
              kind="radio"
              columns
              legend={t("search.smoker.legend")}
              name="smoker"
              options={[
                { value: "", label: t("search.smoker.any") },
                { value: "1", label: t("search.smoker.yes") },
                { value: "0", label: t("search.smoker.no") },
              ]}
              value={[state.smoker === null ? "" : state.smoker ? "1" : "0"]}
              onChange={([value]) => dispatch({ type: "set_smoker", smoker: value === "" ? null : value === "1" })}
            />
          ) : null}
        </>
      ))}

      {model.priceBands ? lazySection("price", () => (
        <>
          <ChoiceGroup
            kind="checkbox"
            columns
            legend={t("search.price.legend")}
            name="price"
            options={(model.priceBands ?? []).map((band) => ({
              value: formatRangeEntry(band.range),
              label: t(labelKey.priceBand(band.key as Parameters<typeof labelKey.priceBand>[0])),
            }))}
            value={state.price.bands.map(formatRangeEntry)}
            onChange={(values) =>
              dispatch({
                type: "set_ranges",
                filter: "price",
                ranges: values.flatMap((value) => parseRangeEntry(value, "price") ?? []),
              })
            }
          />
          <ChoiceGroup
            kind="checkbox"
            legend={t("search.price.custom_legend")}
            name="custom_price"
            options={[{ value: "1", label: t("search.price.custom") }]}
            value={state.price.customized ? ["1"] : []}
            onChange={() => dispatch({ type: "toggle_custom_price" })}
          />
          {state.price.customized ? (
            <>
              <RangeInput
                legend={t("search.price.range")}
                minName={rangeFieldNames("price").min}
                maxName={rangeFieldNames("price").max}
                minLabel={t("search.range.from")}
                maxLabel={t("search.range.to")}
                unit={t(UNITS.price)}
                value={
                  state.price.range
                    ? { min: state.price.range.min === 0 ? null : state.price.range.min, max: state.price.range.max }
                    : { min: null, max: null }
                }
                onCommit={(value) => dispatch({ type: "set_custom_price", range: toRange(value) })}
              />
              <ChoiceGroup
                kind="checkbox"
                columns
                legend={t("search.price.durations")}
                name="durations"
                options={(model.durations ?? []).map((minutes) => ({
                  value: String(minutes),
                  label:
                    minutes % 60 === 0
                      ? t("search.duration.hours", { count: minutes / 60 })
                      : t("search.duration.minutes", { count: minutes }),
                }))}
                value={state.price.durations.map(String)}
                onChange={(values) =>
                  dispatch({ type: "set_custom_price", range: state.price.range, durations: values.map(Number) as TPriceDuration[] })
                }
              />
            </>
          ) : null}
        </>
      )) : null}

      {lazySection("looks", () => (
        <>
          {traitSection("looks")}
          {codeSection("looks")}
        </>
      ))}

      {lazySection("services", () => (
        <>
          {traitSection("services")}
          {codeSection("services")}
        </>
      ))}

      {model.flags.length > 0 ? lazySection("more", () => (
        <>
          <ChoiceGroup
            kind="checkbox"
            legend={t("search.flag.legend")}
            name="only_show_type"
            options={model.flags.map((flag) => ({ value: flag, label: t(`search.flag.${flag}`) }))}
            value={state.onlyShowType}
            onChange={(flags) => dispatch({ type: "set_only_show_type", flags: flags as TSearchState["onlyShowType"] })}
          />
        </>
      )) : null}

      {sheet ? null : (
        <div className="wr-search__panel-actions">
          <Button type="submit">{t("search.panel.apply")}</Button>
          <Link className="sr-button sr-button--ghost sr-button--md" to={controller.hrefOf(applySearchAction(state, { type: "reset_all" }, viewer))} preventScrollReset>
            {t("search.panel.reset")}
          </Link>
        </div>
      )}
    </Form>
  );
}

/**
 * Renders its content only when it is rendered itself: the options of a closed (lazy) section are not even
 * built, so their many translations cost nothing on the server.
 */
function Deferred({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/** The name search: typing stays local, the search runs on Enter or when the field is left. */
function QueryField({ value, label, onCommit }: { value: string; label: string; onCommit: (query: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text);
  };
  return (
    <TextInput
      label={label}
      name="q"
      type="search"
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
