/**
 * Weighted random choice: each candidate's chance is its weight over the sum of weights (weights are 1–100).
 * `random` is a number in [0, 1), Math.random by default; tests pass their own.
 */
export function pickByWeight<T extends { weight: number }>(candidates: readonly T[], random: () => number = Math.random): T | null {
  const total = candidates.reduce((sum, candidate) => sum + Math.max(0, candidate.weight), 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const candidate of candidates) {
    point -= Math.max(0, candidate.weight);
    if (point < 0) return candidate;
  }
  return candidates[candidates.length - 1] ?? null;
}
