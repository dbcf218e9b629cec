import { MEDIA_COLUMNS, SCREEN_TYPES, SCREEN_WIDTH } from "@samtrot/constants-catalogue";

/**
 * CSS of the gallery grid: the catalogue's columns per screen type (spec 001 §9: 3, 4, 5, 5, 7) as min-width
 * media queries, so the server-rendered grid already has its columns without JavaScript.
 */
export function mediaColumnsCss(selector: string): string {
  return SCREEN_TYPES.map((type, index) => {
    const rule = `${selector}{display:grid;gap:0.5rem;grid-template-columns:repeat(${MEDIA_COLUMNS[type]},minmax(0,1fr));}`;
    return index === 0 ? rule : `@media (min-width:${SCREEN_WIDTH[type]}px){${rule}}`;
  }).join("\n");
}
