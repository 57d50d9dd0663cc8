/** Where a page's share links go: WhatsApp (most used in Nigeria) and e-mail, with the page's address. */
export const whatsappShareUrl = (title: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

export const emailShareUrl = (title: string, url: string): string =>
  `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
