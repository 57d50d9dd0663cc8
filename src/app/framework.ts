/**
 * React and the router, on their own: src/main.tsx imports this first and the app in the next task,
 * so that evaluating them and evaluating the app's code are two tasks rather than one (together about
 * 190 ms on the emulated low-end phone). Built into the framework chunk (vite.config.ts), so that
 * importing it from the entry needs no interop helpers there, only the chunk.
 */
export { hydrateRoot } from 'react-dom/client';
export { createRouter } from '@tanstack/react-router';
