import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { formatTable } from './format-table';

type LighthouseResult = RunnerResult['lhr'];

/** Debian Chromium; override with CHROME_PATH. Flags keep it quiet and offline-friendly. */
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The targets of docs/requirements.md, Performance. Staff pages (noindex) are exempt from SEO. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

export type LighthouseRow = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  totalKb: number;
  /** Audits that cost points in a category that missed its target, for investigation. */
  misses: string[];
};

/** Runs per page; the bench keeps the one with the median performance score (LIGHTHOUSE_RUNS). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

function rowOf(path: string, lhr: LighthouseResult, staffPaths: string[]): LighthouseRow {
  if (lhr.runtimeError) {
    return {
      path,
      scores: { performance: 0, accessibility: 0, 'best-practices': 0, seo: 0 },
      lcpMs: 0,
      totalKb: 0,
      misses: [`not loaded: ${lhr.runtimeError.message}`],
    };
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as LighthouseRow['scores'];
  const missed = CATEGORIES.filter((id) => scores[id] < TARGETS[id] && !(id === 'seo' && staffPaths.includes(path)));
  const misses = missed.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return {
    path,
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    totalKb: Math.round((lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024),
    misses,
  };
}

/**
 * Lighthouse 12's default configuration: a mobile device (Moto G Power screen, 4x CPU slowdown)
 * on simulated slow 4G, so the scores depend less on this machine's own speed and load.
 */
export async function runLighthouse(baseUrl: string, paths: string[], staffPaths: string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
        runs.push(rowOf(path, result.lhr, staffPaths));
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      rows.push(runs[Math.floor(runs.length / 2)]);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

export function formatLighthouseTable(rows: LighthouseRow[], staffPaths: string[]): string {
  const table = formatTable([
    [`page (median of ${RUNS} runs)`, 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'transfer KB'],
    ...rows.map((r) => [
      r.path,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      staffPaths.includes(r.path) ? `${r.scores.seo} (noindex, exempt)` : String(r.scores.seo),
      String(r.lcpMs),
      String(r.totalKb),
    ]),
  ]);
  const misses = rows.flatMap((r) => r.misses.map((m) => `  ${r.path} - ${m}`));
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return [
    table,
    `Load average after the runs (1/5/15 min): ${load}`,
    misses.length ? `Below target:\n${misses.join('\n')}` : 'Every target met.',
  ].join('\n');
}
