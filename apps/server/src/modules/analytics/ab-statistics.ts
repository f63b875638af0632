// The statistics of an A/B test's results (issue 29), pure so they are tested against known values.
// - A variant's conversion rate comes with its 95% Wilson score interval, which (unlike the
//   textbook "p ± 1.96·SE") stays inside 0–100% and is honest with few views or no conversions.
// - The chance that a variant's true rate beats the control's is the Bayesian posterior
//   probability P(p_variant > p_control) with a uniform Beta(1, 1) prior on each rate, so each
//   rate's posterior is Beta(1 + conversions, 1 + views − conversions). It is computed exactly by
//   the closed-form sum (Evan Miller, "Formulas for Bayesian A/B testing", 2014), not sampled, so
//   the same figures always give the same chance; past 100,000 conversions on both sides, where
//   the sum grows long, the normal approximation of the two posteriors is used instead.

/** The z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** Views and conversions of one variant. */
export interface Tally {
  views: number;
  conversions: number;
}

/** The 95% Wilson score interval for a rate, 0 to 1; null without views. */
export function wilsonInterval(tally: Tally, z = Z95): { low: number; high: number } | null {
  const n = tally.views;
  if (n <= 0) return null;
  const p = Math.min(tally.conversions, n) / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

// ln Γ(x) for x > 0: the Lanczos approximation (g = 7, 9 terms), about 15 significant digits.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** Φ(x), the standard normal distribution function (Abramowitz–Stegun 7.1.26 via erf). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

const EXACT_TERMS = 100_000;

/** P(p_b > p_a) for Beta(aA, bA) and Beta(aB, bB), by Evan Miller's sum over aB terms. */
function betaBeats(aA: number, bA: number, aB: number, bB: number): number {
  const base = logBeta(aA, bA);
  let total = 0;
  for (let i = 0; i < aB; i++) {
    total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - base);
  }
  return total;
}

/** The chance (0 to 1) that the variant's true conversion rate is higher than the control's. */
export function chanceToBeat(control: Tally, variant: Tally): number {
  const aA = 1 + control.conversions;
  const bA = 1 + Math.max(0, control.views - control.conversions);
  const aB = 1 + variant.conversions;
  const bB = 1 + Math.max(0, variant.views - variant.conversions);
  let chance: number;
  if (aB <= EXACT_TERMS && aB <= aA) chance = betaBeats(aA, bA, aB, bB);
  // P(B > A) = 1 − P(A > B) (ties have no weight): sum over the side with fewer conversions.
  else if (aA <= EXACT_TERMS) chance = 1 - betaBeats(aB, bB, aA, bA);
  else {
    const moments = (a: number, b: number) => ({
      mean: a / (a + b),
      variance: (a * b) / ((a + b) ** 2 * (a + b + 1)),
    });
    const A = moments(aA, bA);
    const B = moments(aB, bB);
    chance = normalCdf((B.mean - A.mean) / Math.sqrt(A.variance + B.variance));
  }
  return Math.min(1, Math.max(0, chance));
}
