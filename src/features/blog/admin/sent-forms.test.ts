import { afterEach, describe, expect, it } from 'vitest';
import { coverChoiceOf } from './cover-choice';
import { storeDraft, storeEditDraft } from './post-draft-storage';
import { forgetSentForm, keepSentForm, nextRefusedForm, refuseSentForm, sentTexts, type SentForm } from './sent-forms';

afterEach(() => localStorage.clear());

const photo = { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' as const, width: 4, height: 3 };
const newPost: SentForm = {
  editing: null,
  draft: { title: 'Water', summary: 'A borehole', content: 'Text ![A well](photo)' },
  cover: { ...coverChoiceOf(null), photo, description: 'The well' },
  textPhotos: { p1: photo },
};
const editing = {
  postId: 'water',
  title: 'Water',
  summary: 'Old',
  content: 'Old',
  cover: { id: 'c1', width: 4, height: 3, description: 'Old cover' },
  textPhotos: [],
};
const edit: SentForm = {
  editing,
  draft: { title: 'Water', summary: 'New', content: 'New' },
  cover: coverChoiceOf({ id: 'c1', width: 4, height: 3, description: 'Old cover' }),
  textPhotos: {},
};

describe('a form whose write waits for the server', () => {
  it('is kept with its photos, and not offered back while the server has not refused it', () => {
    keepSentForm('k1', newPost);
    expect(sentTexts('k1')).toEqual(newPost.draft);
    expect(nextRefusedForm()).toBeNull();
  });

  it('comes back whole, with the reason, once refused', () => {
    keepSentForm('k1', newPost);
    refuseSentForm('k1', 'The server refused it.');
    expect(nextRefusedForm()).toEqual({ ...newPost, key: 'k1', reason: 'The server refused it.' });
  });

  it('is gone once the server has it', () => {
    keepSentForm('k1', newPost);
    forgetSentForm('k1');
    refuseSentForm('k1', 'Too late');
    expect(nextRefusedForm()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('waits while the form holds another post or an edit, so nothing typed is overwritten', () => {
    keepSentForm('k1', newPost);
    refuseSentForm('k1', 'Refused');
    storeDraft({ title: 'Next post', summary: '', content: '' });
    expect(nextRefusedForm()).toBeNull();
    storeDraft({ title: '', summary: '', content: '' });
    storeEditDraft({ ...editing, ...edit.draft });
    expect(nextRefusedForm()).toBeNull();
    localStorage.removeItem('charity.blog.edit-draft');
    expect(nextRefusedForm()?.key).toBe('k1');
  });

  it('of an edit whose post was deleted elsewhere comes back as a new post, without the deleted cover', () => {
    keepSentForm('k2', edit);
    refuseSentForm('k2', 'Deleted elsewhere', true);
    const back = nextRefusedForm();
    expect(back?.editing).toBeNull();
    expect(back?.draft).toEqual(edit.draft);
    expect(back?.cover.published).toBeNull();
  });
});
