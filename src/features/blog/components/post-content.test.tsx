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

  it('shows markup as characters and creates no elements from it', () => {
    const payload =
      '<script>window.__xss=1</script><img src=x onerror="window.__xss=2"> <a href="javascript:alert(1)">x</a>';
    const container = renderContent(payload);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([payload]);
    expect(container.querySelector('script, img, a')).toBeNull();
  });
});
