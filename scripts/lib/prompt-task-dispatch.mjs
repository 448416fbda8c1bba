// Loaded into the Firebase CLI of the local stack before it starts (local-stack.ts). While its
// queues are idle, the Cloud Tasks emulator looks for new tasks only once a second, so every
// publish and every e-mail waited up to a second before it began: on Google's queues they start
// at once. Here the emulator looks every 20 ms; the queues' own rate limits are untouched.
import { createRequire } from 'node:module';

const { TaskQueueController } = createRequire(import.meta.url)('firebase-tools/lib/emulator/tasksEmulator');
if (typeof TaskQueueController?.LISTEN_TIMEOUT !== 'number') {
  throw new Error('firebase-tools changed its Cloud Tasks emulator: scripts/lib/prompt-task-dispatch.mjs needs a look');
}
TaskQueueController.LISTEN_TIMEOUT = 20;
