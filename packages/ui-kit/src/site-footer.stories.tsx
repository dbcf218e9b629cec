import type { Meta, StoryObj } from "@storybook/react";
import { SiteFooter } from "./site-footer";

const meta = {
  title: "Layout/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    label: "Fußzeile",
    newTabHint: "öffnet in neuem Tab",
    links: [
      { href: "#about", label: "Über uns" },
      { href: "#social", label: "Soziale Verantwortung" },
      { href: "#magazine", label: "Magazin" },
      { href: "https://support.example.test", label: "Hilfe-Center", external: true },
      { href: "#press", label: "Presse" },
      { href: "#ads", label: "Werbung" },
      { href: "#guidelines", label: "Richtlinien" },
      { href: "#removal", label: "Inhalte entfernen lassen" },
    ],
    note: "© 2026 Samtrot. Nur für Erwachsene ab 18 Jahren.",
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutNote: Story = { args: { note: undefined } };
