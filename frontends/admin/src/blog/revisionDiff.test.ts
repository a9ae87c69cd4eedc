import type { BlogView, RevisionView } from '@csec/contracts';
import { REVISION_MESSAGES } from '@csec/contracts';
import { diffTexts, fieldChanges, htmlToText, IMAGE_MARK } from './revisionDiff';

describe('htmlToText', () => {
  it('reads the editor HTML as paragraphs of plain text, one per block or line break', () => {
    expect(htmlToText('<h2>Heading</h2><p>One <strong>bold</strong>  word.<br>Next line</p><p><br></p><ul><li>a</li><li>b &amp; c</li></ul>')).toBe(
      'Heading\n\nOne bold word.\n\nNext line\n\na\n\nb & c',
    );
  });

  it('marks pictures, which have no words, and reads no markup or script as text', () => {
    expect(htmlToText('<p>Before <img src="/uploads/a.png"> after</p>')).toBe(`Before ${IMAGE_MARK} after`);
    expect(htmlToText('<p>Seen<script>alert(1)</script><style>p{}</style></p>')).toBe('Seen');
    expect(htmlToText('')).toBe('');
  });
});

describe('diffTexts', () => {
  it("compares by words: the revision's own words are added, the current text's own removed", () => {
    const parts = diffTexts('<p>The quick brown fox</p>', '<p>The slow brown fox jumps</p>')!;
    expect(parts.filter((part) => part.added).map((part) => part.value.trim())).toEqual(['slow', 'jumps']);
    expect(parts.filter((part) => part.removed).map((part) => part.value.trim())).toEqual(['quick']);
    expect(parts.filter((part) => !part.added && !part.removed).map((part) => part.value.trim())).toEqual(['The', 'brown fox']);
  });
});

describe('fieldChanges', () => {
  const current = {
    title: 'Now',
    category: 'Insight',
    categoryId: 1,
    cover: '/uploads/now.png',
    eventDate: '2026-12-03',
  } as BlogView;
  const revision = { ...current, category: 'Insight', content: '' } as unknown as RevisionView;

  it('lists only the fields that differ, as they read now and in the revision', () => {
    expect(fieldChanges(current, revision)).toEqual([]);
    expect(fieldChanges(current, { ...revision, title: 'Then', cover: null, eventDate: null })).toEqual([
      { label: 'Title', current: 'Now', revision: 'Then' },
      { label: 'Cover', current: '/uploads/now.png', revision: '(none)' },
      { label: 'Event date', current: '2026-12-03', revision: '(none)' },
    ]);
  });

  it('says a category deleted since is not brought back', () => {
    expect(fieldChanges(current, { ...revision, categoryId: 7, category: null })).toEqual([
      { label: 'Category', current: 'Insight', revision: `(${REVISION_MESSAGES.deletedCategory})` },
    ]);
  });
});
