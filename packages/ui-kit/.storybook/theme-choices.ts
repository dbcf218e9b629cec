/** The toolbar's choices: each brand, or both side by side. Shared by manager.ts and preview.tsx. */
export const THEME_GLOBAL = "theme";

export const THEME_CHOICES = [
  { value: "samtrot", title: "Samtrot" },
  { value: "nachtfalter", title: "Nachtfalter" },
  { value: "both", title: "Beide / Both" },
] as const;

export type TThemeChoice = (typeof THEME_CHOICES)[number]["value"];
