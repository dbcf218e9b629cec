/**
 * A generated avatar: drawn shapes over a two-tone gradient with the profile's initials. Deterministic for
 * a seed, so the same profile always gets the same picture; never a photograph of a person.
 */
export function renderAvatar({ seed, username }: { seed: number; username: string }): string {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: tiny, deterministic, good enough for colours and positions
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0xffffffff;
  };
  const hue = Math.floor(next() * 360);
  const hue2 = (hue + 40 + Math.floor(next() * 80)) % 360;
  const shapes: string[] = [];
  const count = 3 + Math.floor(next() * 3);
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * 200);
    const y = Math.round(next() * 200);
    const r = Math.round(20 + next() * 60);
    const opacity = (0.12 + next() * 0.2).toFixed(2);
    shapes.push(
      next() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`
        : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${Math.round(r / 5)}" transform="rotate(${Math.round(next() * 90)} ${x} ${y})" fill="#fff" fill-opacity="${opacity}"/>`,
    );
  }
  const initials = escapeXml(initialsOf(username));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 60% 26%)"/>` +
    `</linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${shapes.join("")}` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">${initials}</text></svg>`
  );
}

export function initialsOf(username: string): string {
  const groups = username.split(/[._-]+/).filter(Boolean);
  const letters = groups.length > 1 ? [groups[0]![0], groups[1]![0]] : [username[0], username[1]];
  return letters.filter(Boolean).join("").toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
