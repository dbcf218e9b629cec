import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, Card, Checkbox, PageShell, ProfileTile, Select, SiteFooter, SiteHeader, TextInput } from "./index";

// The web apps render on the server and hydrate in the browser: generated ids must agree on both
// sides, or label/error wiring breaks after hydration. React reports mismatches via console.error,
// which the setup file turns into a failure.
function Page() {
  return (
    <PageShell
      skipToContentLabel="Zum Inhalt springen"
      header={<SiteHeader brandName="Samtrot" homeHref="/" />}
      footer={<SiteFooter label="Fußzeile" links={[{ href: "/about", label: "Über uns" }]} />}
    >
      <Card title="Anmelden">
        <form>
          <TextInput label="E-Mail" name="email" required error="Pflichtfeld" />
          <Select label="Sprache" name="lng" options={[{ value: "de", label: "Deutsch" }]} hint="Hinweis" />
          <Checkbox label="Angemeldet bleiben" name="remember" />
          <Button type="submit">Anmelden</Button>
        </form>
      </Card>
      <ProfileTile href="/p/a" username="a" avatarUrl="/a.svg" badges={[{ key: "n", label: "Neu", tone: "new" }]} />
    </PageShell>
  );
}

describe("server rendering", () => {
  it("hydrates without mismatches and keeps the label/error wiring", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const serverIds = Array.from(container.querySelectorAll("[id]"), (el) => el.id);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    expect(Array.from(container.querySelectorAll("[id]"), (el) => el.id)).toEqual(serverIds);
    const email = container.querySelector<HTMLInputElement>("input[name=email]");
    expect(container.querySelector(`label[for="${email?.id}"]`)?.textContent).toBe("E-Mail*");
    expect(document.getElementById(email?.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Pflichtfeld");
  });
});
