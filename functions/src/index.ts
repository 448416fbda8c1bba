import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';

/** The one HTTPS function; Hosting rewrites /api/** to it (firebase.json). */
export const api = onRequest({ region: 'us-central1', memory: '256MiB', maxInstances: 10 }, createApp());
