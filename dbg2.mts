import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ reducedMotion: 'reduce' });
page.on('console', (m) => console.log('console', m.text()));
await page.goto('http://127.0.0.1:5040/programs/education');
await page.waitForSelector('[data-autoplay]');
await page.waitForTimeout(1000);
for (const variant of ['initialSlide', 'slideToLoop', 'slideToLoopThenNext', 'initialThenNext', 'reset0ThenLoop']) {
  const result = await page.evaluate(async (variant) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const viewport = document.querySelector('[data-carousel-track]')!.parentElement as HTMLElement & { swiper: any };
    const track = viewport.firstElementChild as HTMLElement;
    const Ctor = viewport.swiper.constructor;
    const params = { ...viewport.swiper.passedParams };
    viewport.swiper.destroy(true, false);
    await frame();
    track.style.scrollSnapType = 'none'; track.scrollLeft = 616; await frame(); track.style.scrollSnapType = '';
    await sleep(300);
    const order = () => [...track.children].map((c) => c.getAttribute('aria-label')![0]).join('');
    const log: string[] = [`start sl=${track.scrollLeft} ${order()}`];
    let s: any;
    if (variant.startsWith('initial')) s = new Ctor(viewport, { ...params, initialSlide: 1 });
    else if (variant === 'reset0ThenLoop') { track.scrollLeft = 0; s = new Ctor(viewport, { ...params }); s.slideToLoop(1, 0, false); }
    else { s = new Ctor(viewport, { ...params }); s.slideToLoop(1, 0, false); }
    log.push(`sync sl=${track.scrollLeft} ${order()} real=${s.realIndex} active=${s.activeIndex}`);
    if (variant.endsWith('Next')) s.slideNext(0);
    await frame(); await frame(); await sleep(800);
    log.push(`settled sl=${track.scrollLeft} ${order()} real=${s.realIndex} active=${s.activeIndex}`);
    viewport.swiper = s;
    return log.join(' | ');
  }, variant);
  console.log(variant, '=>', result);
}
await browser.close();
