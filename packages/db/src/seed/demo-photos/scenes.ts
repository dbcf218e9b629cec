import { createRng, mixSeed, type TRng } from "../prng.js";

// The demo photos as SVG (rendered by photo-pool.ts): backlit figure silhouettes (outlines only — never real
// people, nothing explicit), interiors and city scenes, each in one of several palettes. Deterministic: scene n
// is the same SVG on every run, so its content hash (the file name) is too.

/** What a scene shows; decides whom it is given to (assign-photos.ts). */
export type TSceneKind = "female" | "male" | "couple" | "interior" | "city";

export type TScene = { kind: TSceneKind; width: number; height: number; svg: string };

type TPalette = {
  /** background gradient, top → bottom */
  top: string;
  bottom: string;
  /** light source: window, lamp, sun, neon */
  glow: string;
  /** the silhouette and the darkest shapes */
  shade: string;
  /** furniture, buildings in front */
  accent: string;
};

const PALETTES: readonly TPalette[] = [
  { top: "#2b1a3a", bottom: "#e07a8b", glow: "#ffd2a6", shade: "#140a18", accent: "#5a2a4a" }, // dusk rose
  { top: "#0b2b3a", bottom: "#3aa6a0", glow: "#c7fff4", shade: "#051318", accent: "#1d5560" }, // ocean teal
  { top: "#2a1208", bottom: "#d98c3a", glow: "#ffe0a8", shade: "#140804", accent: "#6b3413" }, // amber lounge
  { top: "#14082a", bottom: "#8a3ffc", glow: "#ff7ad9", shade: "#0a0416", accent: "#3d1a6e" }, // violet neon
  { top: "#c9d8c0", bottom: "#6f8f6e", glow: "#fffdf0", shade: "#1b2619", accent: "#3f5a3e" }, // sage morning
  { top: "#f2e3cf", bottom: "#c98b63", glow: "#fff7ea", shade: "#2e1a10", accent: "#8a5234" }, // sand
  { top: "#050b1f", bottom: "#2b4c9a", glow: "#9cc3ff", shade: "#02050f", accent: "#1a2c5c" }, // midnight blue
  { top: "#1d0610", bottom: "#8c1c3a", glow: "#ff9f9f", shade: "#0d0307", accent: "#4a0d20" }, // burgundy
  { top: "#1f2a30", bottom: "#b7c4c8", glow: "#ffffff", shade: "#0c1114", accent: "#45545b" }, // silver grey
  { top: "#3a1c00", bottom: "#f2b134", glow: "#fff3c4", shade: "#1a0c00", accent: "#7a4a0a" }, // golden hour
];

const PORTRAIT = { width: 900, height: 1200 } as const;
const LANDSCAPE = { width: 1200, height: 900 } as const;

/** How many scenes of each kind the pool holds (60 in all). */
export const SCENE_COUNTS: Readonly<Record<TSceneKind, number>> = { female: 20, male: 8, couple: 6, interior: 14, city: 12 };

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Every scene of the pool, in a fixed order. */
export function demoScenes(): TScene[] {
  const scenes: TScene[] = [];
  let n = 0;
  (Object.keys(SCENE_COUNTS) as TSceneKind[]).forEach((kind, k) => {
    for (let i = 0; i < SCENE_COUNTS[kind]; i++, n++) {
      const rng = createRng(mixSeed(0x5ce7e, n));
      // i·3 runs through all ten palettes before one repeats.
      const palette = PALETTES[(i * 3 + k) % PALETTES.length] as TPalette;
      scenes.push(drawScene(kind, rng, palette, i));
    }
  });
  return scenes;
}

function drawScene(kind: TSceneKind, rng: TRng, palette: TPalette, i: number): TScene {
  switch (kind) {
    case "female":
    case "male":
    case "couple":
      return { kind, ...PORTRAIT, svg: portrait(kind, rng, palette, i) };
    case "interior":
      return { kind, ...LANDSCAPE, svg: interior(rng, palette, i) };
    case "city":
      return { kind, ...LANDSCAPE, svg: city(rng, palette, i) };
  }
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

function backgroundDefs(p: TPalette): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.85"/><stop offset="0.45" stop-color="${p.glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="bokeh"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="0.7" stop-color="${p.glow}" stop-opacity="0.18"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`
  );
}

function bokeh(rng: TRng, width: number, height: number, count: number): string {
  let out = "";
  for (let k = 0; k < count; k++) {
    const r = rng.int(18, 70);
    out += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, Math.round(height * 0.75))}" r="${r}" fill="url(#bokeh)" opacity="${f(0.3 + rng.next() * 0.6)}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Figures: a head, neck and shoulders in one dark shape with a thin rim of light (backlit portrait).

type TFigure = { cx: number; headY: number; scale: number; tilt: number; body: "female" | "male"; hair: number; glint: boolean };

function figurePath(fig: TFigure): string {
  const s = fig.scale;
  const { cx } = fig;
  const male = fig.body === "male";
  const rx = (male ? 100 : 92) * s;
  const ry = (male ? 122 : 118) * s;
  const cy = fig.headY;
  const chin = cy + ry;
  const neckW = (male ? 50 : 38) * s;
  const shoulderY = chin + 120 * s;
  const shoulderW = (male ? 285 : 225) * s;
  const bottom = cy + 1400 * s;
  // Body: neck down to the shoulders, arms falling out of the frame.
  const body =
    `M ${f(cx - neckW)} ${f(chin - 30 * s)} ` +
    `C ${f(cx - neckW)} ${f(chin + 50 * s)} ${f(cx - neckW - 20 * s)} ${f(shoulderY - 40 * s)} ${f(cx - shoulderW * 0.55)} ${f(shoulderY - 12 * s)} ` +
    `C ${f(cx - shoulderW * 0.9)} ${f(shoulderY)} ${f(cx - shoulderW)} ${f(shoulderY + 40 * s)} ${f(cx - shoulderW * 1.02)} ${f(shoulderY + 140 * s)} ` +
    `L ${f(cx - shoulderW * (male ? 1.08 : 0.98))} ${f(bottom)} L ${f(cx + shoulderW * (male ? 1.08 : 0.98))} ${f(bottom)} ` +
    `L ${f(cx + shoulderW * 1.02)} ${f(shoulderY + 140 * s)} ` +
    `C ${f(cx + shoulderW)} ${f(shoulderY + 40 * s)} ${f(cx + shoulderW * 0.9)} ${f(shoulderY)} ${f(cx + shoulderW * 0.55)} ${f(shoulderY - 12 * s)} ` +
    `C ${f(cx + neckW + 20 * s)} ${f(shoulderY - 40 * s)} ${f(cx + neckW)} ${f(chin + 50 * s)} ${f(cx + neckW)} ${f(chin - 30 * s)} Z`;
  const head = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"/>`;
  return `<path d="${body}"/>${head}${hair(fig, rx, ry)}`;
}

function hair(fig: TFigure, rx: number, ry: number): string {
  const { cx, headY: cy, scale: s } = fig;
  if (fig.body === "male") {
    // Short hair or a hat brim.
    if (fig.hair % 3 === 2) {
      return `<ellipse cx="${f(cx)}" cy="${f(cy - ry * 0.55)}" rx="${f(rx * 1.75)}" ry="${f(18 * s)}"/><rect x="${f(cx - rx * 0.95)}" y="${f(cy - ry * 1.25)}" width="${f(rx * 1.9)}" height="${f(ry * 0.75)}" rx="${f(20 * s)}"/>`;
    }
    return `<ellipse cx="${f(cx + (fig.hair % 3 === 1 ? 8 : -6) * s)}" cy="${f(cy - ry * 0.28)}" rx="${f(rx * 1.06)}" ry="${f(ry * 0.86)}"/>`;
  }
  switch (fig.hair % 5) {
    case 0: // long and open, over the shoulders
      return `<path d="M ${f(cx - rx * 1.1)} ${f(cy - ry * 0.2)} C ${f(cx - rx * 1.25)} ${f(cy - ry * 1.45)} ${f(cx + rx * 1.25)} ${f(cy - ry * 1.45)} ${f(cx + rx * 1.12)} ${f(cy - ry * 0.15)} C ${f(cx + rx * 1.3)} ${f(cy + ry * 1.2)} ${f(cx + rx * 1.6)} ${f(cy + ry * 2.1)} ${f(cx + rx * 1.35)} ${f(cy + ry * 2.6)} L ${f(cx - rx * 1.4)} ${f(cy + ry * 2.6)} C ${f(cx - rx * 1.65)} ${f(cy + ry * 2.0)} ${f(cx - rx * 1.3)} ${f(cy + ry * 1.1)} ${f(cx - rx * 1.1)} ${f(cy - ry * 0.2)} Z"/>`;
    case 1: // bun
      return `<ellipse cx="${f(cx)}" cy="${f(cy - ry * 0.2)}" rx="${f(rx * 1.05)}" ry="${f(ry * 0.92)}"/><circle cx="${f(cx + rx * 0.35)}" cy="${f(cy - ry * 1.1)}" r="${f(rx * 0.55)}"/>`;
    case 2: // bob to the chin
      return `<path d="M ${f(cx - rx * 1.2)} ${f(cy + ry * 0.85)} C ${f(cx - rx * 1.45)} ${f(cy - ry * 1.5)} ${f(cx + rx * 1.45)} ${f(cy - ry * 1.5)} ${f(cx + rx * 1.2)} ${f(cy + ry * 0.85)} C ${f(cx + rx * 0.9)} ${f(cy + ry * 1.0)} ${f(cx - rx * 0.9)} ${f(cy + ry * 1.0)} ${f(cx - rx * 1.2)} ${f(cy + ry * 0.85)} Z"/>`;
    case 3: // ponytail
      return `<ellipse cx="${f(cx)}" cy="${f(cy - ry * 0.25)}" rx="${f(rx * 1.04)}" ry="${f(ry * 0.88)}"/><path d="M ${f(cx + rx * 0.7)} ${f(cy - ry * 0.6)} C ${f(cx + rx * 1.9)} ${f(cy - ry * 0.7)} ${f(cx + rx * 1.8)} ${f(cy + ry * 1.2)} ${f(cx + rx * 1.5)} ${f(cy + ry * 1.9)} C ${f(cx + rx * 1.2)} ${f(cy + ry * 1.1)} ${f(cx + rx * 1.1)} ${f(cy)} ${f(cx + rx * 0.6)} ${f(cy - ry * 0.2)} Z"/>`;
    default: {
      // curls: a cloud of circles around the head
      let out = "";
      for (let k = 0; k < 14; k++) {
        const a = Math.PI * (0.92 + (k / 13) * 1.16);
        out += `<circle cx="${f(cx + Math.cos(a) * rx * 1.05)}" cy="${f(cy + Math.sin(a) * ry * 0.95 - ry * 0.1)}" r="${f(rx * (0.38 + (k % 3) * 0.06))}"/>`;
      }
      return out;
    }
  }
}

function figure(fig: TFigure, p: TPalette, id: string): string {
  const shape = `<g id="${id}" transform="rotate(${f(fig.tilt)} ${f(fig.cx)} ${f(fig.headY + 200 * fig.scale)})">${figurePath(fig)}</g>`;
  // Drawn once as a wide stroke of light (the rim), then filled dark on top.
  const glint = fig.glint
    ? `<circle cx="${f(fig.cx - 92 * fig.scale)}" cy="${f(fig.headY + 70 * fig.scale)}" r="${f(6 * fig.scale)}" fill="${p.glow}" opacity="0.9"/>`
    : "";
  return (
    `<g fill="none" stroke="${p.glow}" stroke-width="${f(9 * fig.scale)}" stroke-opacity="0.55" stroke-linejoin="round">${shape}</g>` +
    `<use xlink:href="#${id}" href="#${id}" fill="${p.shade}"/>` +
    glint
  );
}

function portrait(kind: "female" | "male" | "couple", rng: TRng, p: TPalette, i: number): string {
  const { width, height } = PORTRAIT;
  const lightX = rng.int(250, 650);
  const lightY = rng.int(250, 500);
  let backdrop = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  if (i % 3 === 0) {
    // A tall window behind the figure.
    const wx = rng.int(120, 420);
    backdrop +=
      `<rect x="${wx}" y="120" width="360" height="720" fill="${p.glow}" opacity="0.22"/>` +
      `<rect x="${wx + 176}" y="120" width="8" height="720" fill="${p.shade}" opacity="0.5"/>` +
      `<rect x="${wx}" y="476" width="360" height="8" fill="${p.shade}" opacity="0.5"/>`;
  } else if (i % 3 === 1) {
    // Leaves of a plant at one edge.
    const side = rng.chance(0.5) ? 0 : width;
    for (let k = 0; k < 7; k++) {
      const y = 500 + k * 90;
      const dir = side === 0 ? 1 : -1;
      backdrop += `<path d="M ${side} ${y} Q ${side + dir * 160} ${y - 120} ${side + dir * 260} ${y - 40} Q ${side + dir * 140} ${y + 10} ${side} ${y} Z" fill="${p.accent}" opacity="0.7"/>`;
    }
  }
  backdrop += `<circle cx="${lightX}" cy="${lightY}" r="${rng.int(380, 560)}" fill="url(#glow)"/>` + bokeh(rng, width, height, rng.int(6, 14));

  let figures = "";
  if (kind === "couple") {
    const tilt = rng.int(4, 9);
    const leftFemale = rng.chance(0.7);
    figures += figure({ cx: 330, headY: 430, scale: 0.78, tilt, body: leftFemale ? "female" : "male", hair: rng.int(0, 4), glint: false }, p, "fa");
    figures += figure({ cx: 590, headY: 380, scale: 0.82, tilt: -tilt, body: rng.chance(0.6) ? "male" : "female", hair: rng.int(0, 4), glint: false }, p, "fb");
  } else {
    figures = figure(
      {
        cx: 450 + rng.int(-60, 60),
        headY: rng.int(380, 440),
        scale: 0.95 + rng.next() * 0.15,
        tilt: rng.int(-9, 9),
        body: kind,
        hair: i,
        glint: kind === "female" && rng.chance(0.5),
      },
      p,
      "fig",
    );
  }
  return svgDocument(width, height, backgroundDefs(p), `${backdrop}${figures}<rect width="${width}" height="${height}" fill="url(#vignette)"/>`);
}

// ---------------------------------------------------------------------------------------------------------
// Interiors: a room in perspective with a window to the night, a lamp and one of a lounge, a bedroom, a bar,
// a spa or a reception.

function interior(rng: TRng, p: TPalette, i: number): string {
  const { width, height } = LANDSCAPE;
  const horizon = rng.int(560, 620);
  let body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<polygon points="0,${height} ${width},${height} ${width - 120},${horizon} 120,${horizon}" fill="${p.shade}" opacity="0.75"/>` +
    `<rect x="0" y="${horizon - 4}" width="${width}" height="6" fill="${p.glow}" opacity="0.12"/>`;
  // The window with lights of a city outside.
  const wx = rng.int(80, 700);
  const ww = rng.int(300, 420);
  body += `<rect x="${wx}" y="110" width="${ww}" height="300" fill="${p.top}"/>`;
  for (let k = 0; k < 26; k++) {
    body += `<rect x="${wx + rng.int(6, ww - 14)}" y="${rng.int(230, 396)}" width="${rng.int(4, 9)}" height="${rng.int(4, 9)}" fill="${p.glow}" opacity="${f(0.4 + rng.next() * 0.6)}"/>`;
  }
  body +=
    `<rect x="${wx}" y="110" width="${ww}" height="300" fill="none" stroke="${p.accent}" stroke-width="14"/>` +
    `<rect x="${wx + ww / 2 - 5}" y="110" width="10" height="300" fill="${p.accent}"/>` +
    // curtains
    `<path d="M ${wx - 60} 90 L ${wx + 30} 90 Q ${wx} 300 ${wx + 20} ${horizon} L ${wx - 70} ${horizon} Z" fill="${p.accent}" opacity="0.9"/>` +
    `<path d="M ${wx + ww + 60} 90 L ${wx + ww - 30} 90 Q ${wx + ww} 300 ${wx + ww - 20} ${horizon} L ${wx + ww + 70} ${horizon} Z" fill="${p.accent}" opacity="0.9"/>`;
  // A floor lamp with its glow.
  const lx = wx > 500 ? rng.int(140, 300) : rng.int(900, 1080);
  body +=
    `<circle cx="${lx}" cy="250" r="260" fill="url(#glow)"/>` +
    `<rect x="${lx - 4}" y="270" width="8" height="${horizon + 60 - 270}" fill="${p.shade}"/>` +
    `<polygon points="${lx - 60},270 ${lx + 60},270 ${lx + 40},200 ${lx - 40},200" fill="${p.glow}" opacity="0.9"/>`;
  const cx = width / 2 + rng.int(-80, 80);
  switch (i % 5) {
    case 0: // lounge: a sofa and a low table
      body +=
        `<rect x="${cx - 300}" y="${horizon - 40}" width="600" height="150" rx="30" fill="${p.accent}"/>` +
        `<rect x="${cx - 280}" y="${horizon + 70}" width="560" height="90" rx="20" fill="${p.accent}" opacity="0.85"/>` +
        `<rect x="${cx - 330}" y="${horizon + 10}" width="70" height="170" rx="26" fill="${p.shade}" opacity="0.7"/>` +
        `<rect x="${cx + 260}" y="${horizon + 10}" width="70" height="170" rx="26" fill="${p.shade}" opacity="0.7"/>` +
        `<ellipse cx="${cx}" cy="${horizon + 240}" rx="190" ry="34" fill="${p.glow}" opacity="0.18"/>` +
        `<rect x="${cx - 170}" y="${horizon + 200}" width="340" height="22" rx="8" fill="${p.shade}"/>`;
      break;
    case 1: // bedroom: headboard, bed, pillows
      body +=
        `<rect x="${cx - 330}" y="${horizon - 160}" width="660" height="220" rx="24" fill="${p.accent}"/>` +
        `<rect x="${cx - 350}" y="${horizon + 40}" width="700" height="220" rx="18" fill="${p.glow}" opacity="0.35"/>` +
        `<rect x="${cx - 300}" y="${horizon - 10}" width="250" height="80" rx="30" fill="${p.glow}" opacity="0.6"/>` +
        `<rect x="${cx + 50}" y="${horizon - 10}" width="250" height="80" rx="30" fill="${p.glow}" opacity="0.6"/>` +
        `<rect x="${cx - 350}" y="${horizon + 140}" width="700" height="120" rx="18" fill="${p.accent}" opacity="0.9"/>`;
      break;
    case 2: {
      // bar: counter, stools, bottles, a neon ring
      body +=
        `<rect x="${cx - 420}" y="${horizon - 250}" width="840" height="14" fill="${p.accent}"/>` +
        `<circle cx="${cx + 300}" cy="${horizon - 330}" r="48" fill="none" stroke="${p.glow}" stroke-width="10" opacity="0.95"/>` +
        `<circle cx="${cx + 300}" cy="${horizon - 330}" r="120" fill="url(#glow)"/>`;
      for (let k = 0; k < 12; k++) {
        const bx = cx - 400 + k * 62;
        const bh = rng.int(50, 80);
        body += `<rect x="${bx}" y="${horizon - 250 - bh}" width="22" height="${bh}" rx="6" fill="${p.glow}" opacity="${f(0.35 + rng.next() * 0.4)}"/>`;
      }
      body +=
        `<rect x="${cx - 460}" y="${horizon - 40}" width="920" height="190" fill="${p.accent}"/>` +
        `<rect x="${cx - 480}" y="${horizon - 56}" width="960" height="24" rx="8" fill="${p.glow}" opacity="0.5"/>`;
      for (let k = 0; k < 5; k++) {
        const sx = cx - 360 + k * 180;
        body +=
          `<ellipse cx="${sx}" cy="${horizon + 180}" rx="46" ry="14" fill="${p.shade}"/>` +
          `<rect x="${sx - 4}" y="${horizon + 180}" width="8" height="110" fill="${p.shade}"/>`;
      }
      break;
    }
    case 3: {
      // spa: a pool with reflections and wooden slats
      for (let k = 0; k < 9; k++) body += `<rect x="0" y="${120 + k * 46}" width="${width}" height="6" fill="${p.accent}" opacity="0.35"/>`;
      body += `<ellipse cx="${cx}" cy="${horizon + 170}" rx="440" ry="110" fill="${p.bottom}" opacity="0.9"/>`;
      for (let k = 0; k < 8; k++) {
        body += `<path d="M ${cx - 300 + k * 70} ${horizon + 150 + (k % 3) * 20} q 20 -8 40 0 t 40 0" stroke="${p.glow}" stroke-width="4" fill="none" opacity="0.6"/>`;
      }
      break;
    }
    default: {
      // reception: a desk, two armchairs, a big round mirror
      body +=
        `<circle cx="${cx}" cy="${horizon - 260}" r="120" fill="${p.glow}" opacity="0.25" stroke="${p.accent}" stroke-width="12"/>` +
        `<rect x="${cx - 250}" y="${horizon - 10}" width="500" height="170" rx="14" fill="${p.accent}"/>` +
        `<rect x="${cx - 270}" y="${horizon - 26}" width="540" height="22" rx="8" fill="${p.glow}" opacity="0.45"/>` +
        `<rect x="${cx - 520}" y="${horizon + 80}" width="170" height="150" rx="40" fill="${p.shade}" opacity="0.85"/>` +
        `<rect x="${cx + 350}" y="${horizon + 80}" width="170" height="150" rx="40" fill="${p.shade}" opacity="0.85"/>`;
    }
  }
  body += bokeh(rng, width, height, rng.int(3, 7)) + `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svgDocument(width, height, backgroundDefs(p), body);
}

// ---------------------------------------------------------------------------------------------------------
// City scenes: a skyline in layers with lit windows, a moon or a low sun, water or a street with lamps.

function city(rng: TRng, p: TPalette, i: number): string {
  const { width, height } = LANDSCAPE;
  const ground = rng.int(600, 680);
  const sunX = rng.int(160, 1040);
  const sunY = rng.int(140, 380);
  let body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="320" fill="url(#glow)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${rng.int(40, 70)}" fill="${p.glow}" opacity="0.95"/>`;
  // Far layer, then near layer with windows.
  for (const layer of [0, 1]) {
    let x = -rng.int(0, 40);
    while (x < width) {
      const w = rng.int(50, 130);
      const h = layer === 0 ? rng.int(120, 330) : rng.int(80, 260);
      const top = ground - h;
      const fill = layer === 0 ? p.accent : p.shade;
      body += `<rect x="${x}" y="${top}" width="${w}" height="${h + 4}" fill="${fill}" opacity="${layer === 0 ? 0.75 : 1}"/>`;
      if (layer === 0 && rng.chance(0.12)) body += `<polygon points="${x},${top} ${x + w},${top} ${x + w / 2},${top - rng.int(50, 120)}" fill="${fill}" opacity="0.75"/>`;
      if (layer === 1) {
        for (let wy = top + 16; wy < ground - 20; wy += 26) {
          for (let wx = x + 10; wx < x + w - 14; wx += 22) {
            if (rng.chance(0.3)) body += `<rect x="${wx}" y="${wy}" width="10" height="13" fill="${p.glow}" opacity="${f(0.45 + rng.next() * 0.5)}"/>`;
          }
        }
      }
      x += w + rng.int(0, 18);
    }
    if (layer === 0 && i % 4 === 0) {
      // a television tower
      const tx = rng.int(200, 1000);
      body +=
        `<rect x="${tx - 6}" y="${ground - 460}" width="12" height="460" fill="${p.accent}"/>` +
        `<circle cx="${tx}" cy="${ground - 360}" r="30" fill="${p.accent}"/>` +
        `<rect x="${tx - 2}" y="${ground - 540}" width="4" height="90" fill="${p.accent}"/>`;
    }
  }
  if (i % 2 === 0) {
    // water with the lights mirrored as streaks
    body += `<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="${p.shade}" opacity="0.92"/>`;
    for (let k = 0; k < 40; k++) {
      body += `<rect x="${rng.int(0, width)}" y="${ground + rng.int(10, height - ground - 10)}" width="${rng.int(20, 90)}" height="3" fill="${p.glow}" opacity="${f(0.15 + rng.next() * 0.45)}"/>`;
    }
    if (i % 3 === 0) {
      body += `<path d="M 0 ${ground - 40} Q ${width / 2} ${ground - 190} ${width} ${ground - 40}" stroke="${p.shade}" stroke-width="18" fill="none"/>`;
    }
  } else {
    // a street with lamps
    body += `<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="${p.shade}"/>`;
    for (let k = 0; k < 5; k++) {
      const lx = 90 + k * 255 + rng.int(-20, 20);
      body +=
        `<circle cx="${lx}" cy="${ground - 150}" r="90" fill="url(#glow)"/>` +
        `<rect x="${lx - 3}" y="${ground - 150}" width="6" height="${height - ground + 150}" fill="${p.shade}"/>` +
        `<circle cx="${lx}" cy="${ground - 150}" r="10" fill="${p.glow}"/>`;
    }
    body += `<rect x="0" y="${ground + 110}" width="${width}" height="6" fill="${p.glow}" opacity="0.25"/>`;
  }
  body += bokeh(rng, width, height, rng.int(4, 10)) + `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svgDocument(width, height, backgroundDefs(p), body);
}
