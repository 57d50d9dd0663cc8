/**
 * Addresses of the local stack (`npm start`, `npm run dev`, `npm test`).
 * Shared by the app's emulator defaults and by the scripts that start the stack,
 * so a port is changed in one place. No DOM, no Vite: Node imports this too.
 */
export const LOCAL_PROJECT_ID = 'demo-charity';

export const LOCAL_HOST = '127.0.0.1';

export const LOCAL_PORTS = {
  hosting: 5000,
  auth: 9099,
  firestore: 8080,
  emailjs: 8787,
  vite: 5173,
  /** firebase-tools' own hub and logging ports, listed so a busy port is reported clearly. */
  hub: 4400,
  logging: 4500,
} as const;

export const localUrl = (port: number): string => `http://${LOCAL_HOST}:${port}`;
