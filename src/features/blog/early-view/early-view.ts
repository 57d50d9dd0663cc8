/**
 * The early view: a blog page's posts drawn into the prerendered page as soon as the head start's
 * read answers, while the app (React, the router and the shell: about 120 KB) is still downloading on a
 * slow phone. It clones the templates the build rendered with the app's own components
 * (early-view-templates.tsx) and puts the texts in as text, never as markup. The app then renders
 * the same page over it (src/app/start-app.tsx), so what the visitor reads does not move.
 */
import { COVER_BOX, coverBoxStyle } from '../components/cover-box';
import { pageRequest, toBlogPage } from '../../../lib/posts/model/blog-page';
import type { Post } from '../../../lib/posts/model/post';
import { isPlainContent } from '../../../lib/posts/model/plain-content';
import { postParagraphs } from '../../../lib/posts/model/post-paragraphs';
import { formatDay } from '../../../lib/posts/model/saved-date';
import { EARLY_VIEW_SLOT, LIST_TEMPLATE_ID, POST_TEMPLATE_ID, TEMPLATE_POST } from './early-view-contract';

function cloneTemplate(id: string): DocumentFragment | undefined {
  const template = document.getElementById(id);
  return template instanceof HTMLTemplateElement ? (template.content.cloneNode(true) as DocumentFragment) : undefined;
}

const slot = (kind: 'list' | 'post'): Element | null => document.querySelector(`[${EARLY_VIEW_SLOT}="${kind}"]`);

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node instanceof Text) found.push(node);
  return found;
}

/** Puts a post's texts where the stand-in post's are: in text nodes, ids, ARIA references and links. */
function fillPost(root: Element, post: Pick<Post, 'id' | 'title' | 'summary'>): void {
  for (const node of textNodes(root)) {
    if (node.data === TEMPLATE_POST.title) node.data = post.title;
    else if (node.data === TEMPLATE_POST.summary) node.data = post.summary;
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      if (!value.includes(TEMPLATE_POST.id)) continue;
      const id = name === 'href' ? encodeURIComponent(post.id) : post.id;
      // A function, so that "$&" in an id is not read as a replacement pattern.
      element.setAttribute(
        name,
        value.replaceAll(TEMPLATE_POST.id, () => id),
      );
    }
  }
}

/** The cover's box at the photo's size, as the app draws it while the photo loads; or no box. */
function fillCover(article: Element, cover: Post['cover']): void {
  const box = article.querySelector(`[${COVER_BOX}]`);
  if (!(box instanceof HTMLElement)) return;
  if (!cover) {
    box.remove();
    return;
  }
  Object.assign(box.style, coverBoxStyle(cover));
  box.querySelector('[role="img"]')?.setAttribute('aria-label', cover.description);
}

function showIn(target: Element, content: Node): void {
  target.replaceChildren(content);
  target.setAttribute('aria-busy', 'false');
}

/** /blog's newest page from the posts its first read returned; false when there is nothing to draw. */
export function showEarlyList(received: readonly Post[]): boolean {
  const target = slot('list');
  const content = cloneTemplate(LIST_TEMPLATE_ID);
  // The template: the grid's style rules, the grid with one card, the pager.
  const card = content?.querySelector('article');
  const grid = card?.parentElement;
  const pager = content?.querySelector('nav');
  if (!target || !content || !card || !grid || !pager || received.length === 0) return false;
  const page = toBlogPage(pageRequest(undefined, undefined), received);
  card.remove();
  for (const post of page.posts) {
    const copy = card.cloneNode(true) as Element;
    fillPost(copy, post);
    grid.append(copy);
  }
  if (page.olderFrom === undefined) pager.remove();
  else fillPost(pager, { id: page.olderFrom, title: '', summary: '' });
  showIn(target, content);
  return true;
}

/**
 * A post's page; false when there is nothing to draw (the app says "Post not found"), or when its
 * content uses Markdown: the renderer comes with the app (React), and a post must never show its
 * Markdown's signs, so such a post waits for the app. Plain paragraphs read the same either way.
 */
export function showEarlyPost(post: Post | null): boolean {
  if (post && !isPlainContent(post.content)) return false;
  const target = slot('post');
  // The blog's function already sent this post in the page (functions/src/blog/post-page.ts), from
  // the same template: drawing it again would replace what the visitor is reading with its copy.
  if (post && target?.getAttribute('aria-busy') === 'false') return true;
  const article = cloneTemplate(POST_TEMPLATE_ID)?.querySelector('article');
  const time = article?.querySelector('time');
  const paragraph = article && textNodes(article).find((node) => node.data === TEMPLATE_POST.content)?.parentElement;
  if (!target || !article || !time || !paragraph || !post) return false;
  fillPost(article, post);
  fillCover(article, post.cover);
  const published = new Date(post.createdAt.seconds * 1000);
  time.dateTime = published.toISOString();
  time.textContent = formatDay(published);
  for (const text of postParagraphs(post.content)) {
    const copy = paragraph.cloneNode(true) as Element;
    copy.textContent = text;
    paragraph.before(copy);
  }
  paragraph.remove();
  showIn(target, article);
  return true;
}
