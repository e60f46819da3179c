/** Rounds half away from zero to a whole agora: the one rounding every output figure gets. */
export function roundAgorot(value: number): number {
  if (!Number.isFinite(value)) return 0;
  // Float noise such as 2.4999999999999996 (from 0.1 + 0.2-style sums) must not flip a half.
  const nudged = Math.abs(value) + 1e-9;
  return Math.sign(value) * Math.floor(nudged + 0.5);
}

/** `part`% of `whole` agorot, rounded once. */
export function percentOf(whole: number, percent: number): number {
  return roundAgorot((whole * percent) / 100);
}

/**
 * The level payment (unrounded) that repays `principal` over `months` at `monthlyRate` while leaving
 * `future` outstanding after the last payment (a balloon or residual), payments in arrears:
 *
 *   PMT = (P − F·v^n) · r / (1 − v^n),  v = 1 / (1 + r)
 *
 * At r = 0 this is (P − F) / n.
 */
export function annuityPayment(principal: number, monthlyRate: number, months: number, future = 0): number {
  if (months <= 0) return 0;
  if (monthlyRate === 0) return (principal - future) / months;
  const v = 1 / (1 + monthlyRate);
  const vn = v ** months;
  return ((principal - future * vn) * monthlyRate) / (1 - vn);
}

/**
 * `total` agorot in `count` instalments that differ by at most one agora and add up to `total`
 * exactly: the regular instalment is ⌊total / count⌋ and the last `total mod count` instalments
 * carry one agora more (the end of the schedule absorbs the rounding).
 */
export function evenInstalments(
  total: number,
  count: number,
): { regular: number; last: number; extraCount: number } {
  if (count <= 0) return { regular: 0, last: 0, extraCount: 0 };
  const regular = Math.floor(total / count);
  const extraCount = total - regular * count;
  return { regular, last: regular + (extraCount > 0 ? 1 : 0), extraCount };
}
