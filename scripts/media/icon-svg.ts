export const ICON_BACKGROUND = '#176b3e';

/** The placeholder logo; replace public/favicon.svg and run `npm run media` to rebuild the icons. */
export function iconSvg({ padding }: { padding: number }): string {
  const inner = 512 - padding * 2;
  const scale = inner / 512;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${ICON_BACKGROUND}"/>
  <g transform="translate(${padding} ${padding}) scale(${scale})">
    <circle cx="256" cy="220" r="110" fill="#f9b22d"/>
    <path d="M40 380 Q256 270 472 380 L472 472 L40 472 Z" fill="#2e9f60"/>
    <path d="M256 300 L256 430 M206 360 L256 330 L306 360" stroke="#ffffff" stroke-width="22" stroke-linecap="round" fill="none"/>
  </g>
</svg>`;
}
