import type { Meta, StoryObj } from "@storybook/react";
import { Stepper } from "./stepper";

const meta = {
  title: "Navigation/Stepper",
  component: Stepper,
  args: {
    label: "Fortschritt der Registrierung",
    doneText: "erledigt",
    currentText: "aktueller Schritt",
    summary: "Schritt 3 von 6",
    current: "profile",
    steps: [
      { key: "signUp", label: "Konto" },
      { key: "photo", label: "Foto" },
      { key: "profile", label: "Profil" },
      { key: "appearance", label: "Aussehen" },
      { key: "services", label: "Services" },
      { key: "availability", label: "Verfügbarkeit" },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { current: "signUp", summary: "Schritt 1 von 6" } };
