import type { Decorator, Preview } from "@storybook/react";
import "../src/themes.css";
import "../src/styles.css";
import { THEMES } from "../src/themes";
import { THEME_CHOICES, THEME_GLOBAL, type TThemeChoice } from "./theme-choices";

/**
 * Applies the chosen brand the way the apps do: data-theme on <html>. "both" renders the story
 * twice, each in a container with its own data-theme (themes.css works on any element).
 * A story can pin a theme with `parameters: { theme: "nachtfalter" }`.
 */
const withBrandTheme: Decorator = (Story, context) => {
  const choice: TThemeChoice = context.parameters[THEME_GLOBAL] ?? context.globals[THEME_GLOBAL] ?? "samtrot";
  const root = document.documentElement;
  if (choice !== "both") {
    root.dataset.theme = choice;
    return <Story />;
  }
  root.dataset.theme = "samtrot";
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))", gap: "1rem" }}>
      {THEMES.map((theme) => (
        <div
          key={theme}
          data-theme={theme}
          style={{ padding: "1rem", background: "var(--sr-color-bg)", color: "var(--sr-color-text)", borderRadius: "8px" }}
        >
          <Story />
        </div>
      ))}
    </div>
  );
};

const preview: Preview = {
  decorators: [withBrandTheme],
  initialGlobals: { [THEME_GLOBAL]: "samtrot" },
  globalTypes: {
    [THEME_GLOBAL]: {
      description: "Brand theme",
      toolbar: { title: "Theme", items: THEME_CHOICES.map((c) => ({ value: c.value, title: c.title })) },
    },
  },
  parameters: { layout: "padded" },
};

export default preview;
