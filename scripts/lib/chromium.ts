/**
 * Debian Chromium (apt-get install -y chromium), for the browser tests and the benchmarks, with
 * the flags these closed machines need: no downloads, no Google services, no QUIC.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
