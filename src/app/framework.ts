/**
 * React and the router on their own: src/main.tsx imports this first and the app in the next task, so
 * their evaluations are two tasks rather than one long one. Built into the framework chunk (vite.config.ts).
 */
export { hydrateRoot } from 'react-dom/client';
export { createRouter } from '@tanstack/react-router';
