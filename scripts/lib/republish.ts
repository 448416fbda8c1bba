/**
 * Asks for a publish of every public page from the stored content, as after a deploy, in the
 * project connectTarget() chose (docs/content.md). Call it once connectTarget() has set the
 * environment: the Admin SDK reads it when the functions' modules load.
 */
export async function republishEverything(reason: string): Promise<string> {
  const { requestPublish, waitForPublish } = await import('../../functions/src/services/core');
  const request = await requestPublish({ reason, liveReplaced: true });
  // Locally the publish takes a few seconds; wait for it. In production the queue takes over.
  if (!process.env.FIRESTORE_EMULATOR_HOST) return `Queued publish ${request}; its result shows in the Content area.`;
  const status = await waitForPublish(request);
  if (status.state === 'failed') throw new Error(`Publishing failed: ${status.detail ?? status.error}`);
  return 'Published every public page from the stored content.';
}
