import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { PageShell } from "./page-shell";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const meta = {
  title: "Layout/PageShell",
  component: PageShell,
  parameters: { layout: "fullscreen" },
  args: {
    skipToContentLabel: "Zum Inhalt springen",
    header: (
      <SiteHeader brandName="Samtrot" homeHref="#">
        <a href="#">Anmelden</a>
        <Button size="sm">Registrieren</Button>
      </SiteHeader>
    ),
    footer: (
      <SiteFooter
        label="Fußzeile"
        links={[
          { href: "#about", label: "Über uns" },
          { href: "#guidelines", label: "Richtlinien" },
          { href: "https://support.example.test", label: "Hilfe-Center", external: true },
        ]}
        note="© 2026"
      />
    ),
    children: (
      <>
        <h1>Escorts in deiner Nähe</h1>
        <EmptyState title="Keine Profile gefunden">
          <p>Vergrößere den Umkreis oder ändere die Filter.</p>
        </EmptyState>
      </>
    ),
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Tab once: the skip link appears and jumps to the main content. */
export const Default: Story = {};
