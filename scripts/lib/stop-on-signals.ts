/**
 * Stops what `npm start` started when Ctrl-C (SIGINT) or SIGTERM comes, whenever it comes: during
 * start-up (the emulators starting, the seed, the first publish) as much as after it. The Firebase
 * CLI and maildev run in process groups of their own, which a Ctrl-C in the terminal does not
 * reach, so each part hands in its stop as soon as it has started one; a signal stops them newest
 * first, once, and then the process exits. Servers inside this process (the Firestore emulator, the
 * PayPal stand-in) end with it.
 *
 * The handlers are set before anything starts: until then Node's default for SIGINT (exit at once)
 * would leave the groups running and their ports taken.
 */
export function stopOnSignals({ dataDir }: { dataDir: string }) {
  const stops: (() => Promise<void> | void)[] = [];
  let stopping: Promise<void> | undefined;

  /**
   * Runs every stop handed in, newest first, once, including one handed in while stopping (a part
   * that was starting when the signal came); a stop that fails does not keep the others from running.
   */
  const stopAll = () =>
    (stopping ??= (async () => {
      for (let stop = stops.pop(); stop; stop = stops.pop()) {
        await Promise.resolve()
          .then(stop)
          .catch((err: Error) => console.error(`While stopping: ${err.message}`));
      }
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    // A second Ctrl-C while stopping changes nothing: the stop under way frees every port.
    if (stopping) return;
    console.log(`\n${signal} received: stopping the emulators and saving data to ${dataDir} ...`);
    void stopAll().then(() => {
      console.log('Stopped. All ports are free.');
      process.exit(0);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  return {
    /** Hands in the stop of a part that has started something. */
    add: (stop: () => Promise<void> | void) => void stops.push(stop),
    stopAll,
    /** True once a signal (or a failed start) began stopping: what fails after that is the stop's doing. */
    get stopping() {
      return stopping !== undefined;
    },
  };
}
