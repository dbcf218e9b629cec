import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";
import { SiteHeader } from "./site-header";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen" },
  args: { brandName: "Samtrot", homeHref: "#" },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrandOnly: Story = {};
export const WithActions: Story = {
  args: {
    brandName: "Nachtfalter",
    children: (
      <>
        <nav aria-label="Sprache">
          <a href="#" aria-current="true" lang="de">
            DE
          </a>{" "}
          <a href="#" lang="en">
            EN
          </a>
        </nav>
        <a href="#">Anmelden</a>
        <Button size="sm">Registrieren</Button>
      </>
    ),
  },
};
