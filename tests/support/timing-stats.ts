/**
 * Comparing the response times of two kinds of request on a shared, noisy machine
 * (tests/api/portal-timing.test.ts). The requests are measured in pairs, one of each kind back to
 * back in a random order, so the machine's load at that moment weighs on both and cancels in
 * their difference. The pairs' differences are summarised not by their mean, which one stall
 * moves, but by the Hodges-Lehmann estimate (the median of the Walsh averages), robust to a good
 * share of outliers, with a bootstrap interval drawn by a seeded generator, so a run can be
 * repeated exactly. An equivalence test: the kinds count as the same only if the whole interval
 * lies within ±margin.
 */

const medianOfSorted = (sorted: Float64Array) => {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** How much the first kind is slower than the second (negative: faster): the median of every (d[i] + d[j]) / 2, i <= j. */
function shiftEstimate(differences: readonly number[]): number {
  const n = differences.length;
  const walsh = new Float64Array((n * (n + 1)) / 2);
  let k = 0;
  for (let i = 0; i < n; i++) for (let j = i; j < n; j++) walsh[k++] = (differences[i] + differences[j]) / 2;
  return medianOfSorted(walsh.sort());
}

/** A small seeded generator (mulberry32): the same resamples on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The percentile bootstrap interval of the shift: the pairs resampled with replacement. */
function shiftInterval(differences: readonly number[], { confidence = 0.95, resamples = 400, seed = 36 } = {}): [number, number] {
  const random = seeded(seed);
  const shifts = Float64Array.from({ length: resamples }, () =>
    shiftEstimate(differences.map(() => differences[Math.floor(random() * differences.length)])),
  ).sort();
  const tail = (1 - confidence) / 2;
  return [shifts[Math.floor(tail * resamples)], shifts[Math.ceil((1 - tail) * resamples) - 1]];
}

export type TimingVerdict = { verdict: 'same' | 'different' | 'undecided'; shift: number; interval: [number, number]; margin: number };

/**
 * `same`: the interval lies within ±margin; `different`: it lies wholly beyond it (a shift the
 * margin calls measurable); otherwise `undecided` (too noisy to say: measure more pairs).
 */
export function compareTimings(differences: readonly number[], margin: number): TimingVerdict {
  const interval = shiftInterval(differences);
  const shift = shiftEstimate(differences);
  const within = interval[0] >= -margin && interval[1] <= margin;
  const beyond = interval[0] > margin || interval[1] < -margin;
  return { verdict: within ? 'same' : beyond ? 'different' : 'undecided', shift, interval, margin };
}
