import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostContent } from './post-content';

const renderContent = (content: string) => render(<PostContent content={content} />).container;

describe('a post content', () => {
  it('makes a paragraph of each block separated by a blank line, keeping single line breaks', () => {
    const container = renderContent('First line\nsecond line\n\n  \nNext paragraph');
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First line\nsecond line', 'Next paragraph']);
  });

  it('renders Markdown headings below the title, bold, italics, links, lists and quotes', () => {
    const container = renderContent(
      [
        '# Water for Jos',
        '## The well',
        'It is **deep** and *clean*. [Read the report](https://example.org/report).',
        '- first\n- second',
        '1. one\n2. two',
        '> A quote from the village',
      ].join('\n\n'),
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Water for Jos');
    expect(container.querySelector('h3')?.textContent).toBe('The well');
    expect(container.querySelector('strong')?.textContent).toBe('deep');
    expect(container.querySelector('em')?.textContent).toBe('clean');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/report');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('blockquote')?.textContent).toContain('A quote from the village');
  });

  it('shows raw HTML as characters and creates no elements from it', () => {
    const payload = '<script>window.xss=1</script><img src=x onerror="window.xss=2"> <iframe srcdoc="x"></iframe>';
    const container = renderContent(payload);
    expect(container.textContent).toContain('<script>window.xss=1</script>');
    expect(container.textContent).toContain('<img src=x onerror="window.xss=2">');
    expect(container.querySelector('script, img, iframe, [onerror], [srcdoc]')).toBeNull();
  });

  it('makes no link of a javascript: or data: address, and shows no picture from elsewhere', () => {
    const container = renderContent(
      '[click](javascript:alert(1)) [data](data:text/html,hi) [x](  JaVaScRiPt:alert(2)) ![a tracker](https://evil.example/t.png)',
    );
    expect(container.querySelector('a, img')).toBeNull();
    expect(container.textContent).toContain('click');
    expect(container.textContent).toContain('[a tracker]');
  });
});
