import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  forgetDraft,
  forgetEditDraft,
  loadDraft,
  loadEditDraft,
  storeDraft,
  storeEditDraft,
} from './post-draft-storage';

afterEach(() => localStorage.clear());

describe('the post draft on this device', () => {
  it('comes back exactly as it was stored', () => {
    const draft = { title: 'Water', summary: 'A borehole', content: 'Line one\n\nLine two' };
    storeDraft(draft);
    expect(loadDraft()).toEqual(draft);
  });

  it('is removed when every field is empty, as after a successful post', () => {
    storeDraft({ title: 'x', summary: '', content: '' });
    storeDraft(EMPTY_DRAFT);
    expect(localStorage.length).toBe(0);
    expect(loadDraft()).toEqual(EMPTY_DRAFT);
  });

  it('starts empty when the saved value is not a draft', () => {
    localStorage.setItem('charity.blog.post-draft', '{not json');
    expect(loadDraft()).toEqual(EMPTY_DRAFT);
    localStorage.setItem('charity.blog.post-draft', JSON.stringify({ title: 42, content: 'kept' }));
    expect(loadDraft()).toEqual({ title: '', summary: '', content: 'kept' });
  });

  it('is forgotten when the administrator logs out', () => {
    storeDraft({ title: 'Half a post', summary: '', content: 'Unfinished' });
    forgetDraft();
    expect(loadDraft()).toEqual(EMPTY_DRAFT);
    expect(localStorage.length).toBe(0);
  });

  it('keeps an edit apart from the new post, and forgets both at logout', () => {
    storeDraft({ title: 'New', summary: '', content: '' });
    const edit = {
      postId: 'clean-water',
      title: 'Fixed',
      summary: 'S',
      content: 'C',
      cover: { id: 'photo-1', width: 1600, height: 1067, description: 'The well' },
      textPhotos: ['photo-2'],
    };
    storeEditDraft(edit);
    expect(loadEditDraft()).toEqual(edit);
    expect(loadDraft()).toEqual({ title: 'New', summary: '', content: '' });
    forgetEditDraft();
    expect(loadEditDraft()).toBeNull();
    storeEditDraft(edit);
    forgetDraft();
    expect(loadEditDraft()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('has no edit when the stored one names no post', () => {
    localStorage.setItem('charity.blog.edit-draft', JSON.stringify({ title: 'orphan' }));
    expect(loadEditDraft()).toBeNull();
  });
});
