// A toolbar switch between the brand themes. Storybook 8 ships toolbars only as an addon; this is the
// same idea in a few lines, built from the manager API that comes with `storybook` itself.
// createElement instead of JSX: the manager bundle maps `react` to Storybook's own copy, and plain
// calls avoid depending on which JSX runtime that bundle provides.
import { createElement } from "react";
import { IconButton, Separator } from "storybook/internal/components";
import { addons, types, useGlobals } from "storybook/internal/manager-api";
import { THEME_CHOICES, THEME_GLOBAL } from "./theme-choices";

function ThemeSwitcher() {
  const [globals, updateGlobals] = useGlobals();
  const current = globals[THEME_GLOBAL] ?? THEME_CHOICES[0].value;
  return createElement(
    "div",
    { style: { display: "flex", alignItems: "center" } },
    createElement(Separator, null),
    ...THEME_CHOICES.map((choice) =>
      createElement(
        IconButton,
        {
          key: choice.value,
          active: current === choice.value,
          title: `Theme: ${choice.title}`,
          "aria-pressed": current === choice.value,
          onClick: () => updateGlobals({ [THEME_GLOBAL]: choice.value }),
        },
        choice.title,
      ),
    ),
  );
}

addons.register("samtrot/theme-switcher", () => {
  addons.add("samtrot/theme-switcher/tool", {
    type: types.TOOL,
    title: "Brand theme",
    match: ({ viewMode }) => viewMode === "story" || viewMode === "docs",
    render: ThemeSwitcher,
  });
});
