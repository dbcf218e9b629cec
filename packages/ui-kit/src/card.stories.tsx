import type { Meta, StoryObj } from "@storybook/react";
import { Button } from "./button";
import { Card } from "./card";

const meta = {
  title: "Layout/Card",
  component: Card,
  args: {
    title: "Über mich",
    children: <p>Hallo, ich bin Lena. Ich liebe lange Abende, gute Gespräche und spontane Städtetrips.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: "36rem" }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};
export const Article: Story = { args: { as: "article", title: "Bewertung von Max", headingLevel: 3 } };
export const WithoutTitle: Story = { args: { title: undefined, as: "div" } };
export const WithActions: Story = {
  args: {
    title: "Mitgliedschaft",
    children: (
      <>
        <p>Als Mitglied siehst du alle Fotos und schreibst ohne Kontaktlimit.</p>
        <Button>Mitglied werden</Button>
      </>
    ),
  },
};
