/**
 * Whether this page arrived drawn (prerendered by the build, or a blog page rendered by the blog's
 * function) or is the app shell, which shows nothing until the app runs. Read once, as the page's
 * first module runs and before the app touches #root: src/main.tsx schedules the app by it and
 * src/app/start-app.tsx hydrates or renders by it.
 */
export const pageArrivedDrawn: boolean = Boolean(document.getElementById('root')?.firstElementChild);
