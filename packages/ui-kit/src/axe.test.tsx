import { render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  ChoiceGroup,
  EmptyState,
  PageShell,
  ProfileTile,
  Select,
  SiteFooter,
  SiteHeader,
  ProgressBar,
  Spinner,
  Stepper,
  TextInput,
  Textarea,
} from "./index";

// axe-core on the rendered DOM: the ARIA, naming, landmark and list rules the e2e axe run will
// apply to pages built from these components. jsdom has no layout, so colour contrast is left to
// themes.test.ts, which checks the palettes arithmetically.
async function axeViolations(ui: ReactElement): Promise<string[]> {
  const { container } = render(ui);
  const result = await axe.run(container, {
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const OPTIONS = [
  { value: "de", label: "Deutsch" },
  { value: "en", label: "English" },
];

describe("axe", () => {
  it("finds no violations in a full page of every component, errors shown", async () => {
    const violations = await axeViolations(
      <PageShell
        skipToContentLabel="Zum Inhalt springen"
        header={
          <SiteHeader brandName="Samtrot" homeHref="/">
            <a href="/login">Anmelden</a>
          </SiteHeader>
        }
        footer={
          <SiteFooter
            label="Fußzeile"
            newTabHint="öffnet in neuem Tab"
            links={[
              { href: "/about", label: "Über uns" },
              { href: "https://support.example.test", label: "Hilfe-Center", external: true },
            ]}
            note="© 2026"
          />
        }
      >
        <h1>Start</h1>
        <Alert tone="error">Fehler</Alert>
        <Alert tone="success">Gespeichert</Alert>
        <Stepper
          label="Fortschritt"
          doneText="erledigt"
          currentText="aktuell"
          current="b"
          steps={[
            { key: "a", label: "Konto" },
            { key: "b", label: "Foto" },
          ]}
        />
        <ChoiceGroup kind="radio" legend="Sexualität" name="sexuality" required error="Pflichtfeld" options={OPTIONS} />
        <ChoiceGroup kind="checkbox" legend="Services" name="services" options={OPTIONS} hint="Mindestens einer" />
        <Textarea label="Beschreibung" name="description" error="Zu kurz" counter={{ format: (n) => `${n} Zeichen` }} />
        <ProgressBar label="Upload" value={0.5} />
        <Card title="Anmelden">
          <form>
            <TextInput label="E-Mail" name="email" required error="Pflichtfeld" hint="Wir zeigen sie niemandem." />
            <Select label="Sprache" name="lng" options={OPTIONS} placeholder="Bitte wählen" required error="Pflichtfeld" />
            <Checkbox label="Ich bin volljährig" name="adult" required error="Pflichtfeld" />
            <Button type="submit" loading>
              Anmelden
            </Button>
            <Button variant="ghost">Abbrechen</Button>
          </form>
        </Card>
        <ul className="sr-profile-grid">
          <li>
            <ProfileTile
              href="/p/1"
              username="Lena.Berlin"
              avatarUrl="/a.svg"
              ageLabel="27 Jahre"
              locationLabel="Berlin"
              priceLabel="150 €"
              badges={[{ key: "v", label: "Verifiziert", tone: "verified" }]}
            />
          </li>
        </ul>
        <Spinner label="Wird geladen …" />
        <EmptyState title="Keine Profile" />
      </PageShell>,
    );
    expect(violations).toEqual([]);
  });

  it("really checks: an input without a label is reported", async () => {
    const violations = await axeViolations(
      <main>
        <input name="nolabel" />
      </main>,
    );
    expect(violations.some((v) => v.startsWith("label"))).toBe(true);
  });
});
