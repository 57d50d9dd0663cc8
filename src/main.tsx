import './styles/mantine.css';
import './styles/global.css';
import { preloadPageModules, startsAtOnce } from './lib/page-modules';

/** After the browser's next paint: a frame callback runs before it, a task queued from there after it. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

const startApp = (): void => void import('./app/start-app');

const prerendered = Boolean(document.getElementById('root')?.firstElementChild);

if (prerendered && !startsAtOnce()) {
  // A prerendered page is readable without JavaScript: paint it, with its style sheet and pictures
  // at full bandwidth, and only then fetch the app that makes it interactive.
  afterNextPaint(() => {
    preloadPageModules();
    startApp();
  });
} else {
  // The app shell has nothing to show until the app runs, and the blog's posts need it to arrive:
  // their read starts as soon as its small module is here, long before the app is.
  if (startsAtOnce()) {
    void import('./features/blog/read/head-start').then(({ startBlogHeadStart }) => {
      startBlogHeadStart(window.location);
    });
  }
  preloadPageModules();
  startApp();
}
