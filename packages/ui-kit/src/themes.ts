/** The brand themes themes.css defines; the value goes into <html data-theme="…">. */
export const THEMES = ["samtrot", "nachtfalter"] as const;
export type TTheme = (typeof THEMES)[number];
