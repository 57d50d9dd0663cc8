import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutClasses } from '../../../components/ui/layout';
import { PostCard } from './post-card';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ params, children, ...props }: { params: { postId: string }; children: ReactNode }) => (
    <a href={`/blog/${params.postId}`} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const post = { id: 'rain-water', title: 'Rain water for Ikot school', summary: 'Tanks are in.' };

describe('a post card', () => {
  it('shows Read More and names the link after its post, for a list of links read out of context', () => {
    render(<PostCard post={post} headingOrder={2} />);
    const link = screen.getByRole('link', { name: `Read More about ${post.title}` });
    expect(link.getAttribute('href')).toBe('/blog/rain-water');
    // Only "Read More" is on screen; the rest is for screen readers (and search engines' link text).
    const hidden = link.querySelector(`.${layoutClasses.visuallyHidden}`);
    expect(hidden?.textContent).toBe(`about ${post.title}`);
    expect(link.textContent.replace(hidden?.textContent ?? '', '').trim()).toBe('Read More');
  });
});
