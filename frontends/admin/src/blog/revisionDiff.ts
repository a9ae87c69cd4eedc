import type { BlogView, RevisionView } from '@csec/contracts';
import { diffWords, type ChangeObject } from 'diff';
import { i18n } from '../i18n/i18n';

/** Elements that start a paragraph of their own in the editor's HTML. */
const BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'UL', 'OL']);
/** Elements whose text no reader sees (the API's sanitiser removes them; a diff must not show them either). */
const UNSEEN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
/** Pictures have no words; this stands for each, so adding or removing one shows. */
export const IMAGE_MARK = '[image]';
/** Past this, the texts are too far apart to compare word by word in time (jsdiff's timeout). */
const DIFF_TIMEOUT_MS = 1500;

/** A post's HTML as plain text: one paragraph a block (or line break), blank lines between. */
export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) paragraphs.push(text);
    line = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) line += child.textContent ?? '';
      else if (child instanceof Element) {
        if (UNSEEN.has(child.tagName)) continue;
        if (child.tagName === 'BR') flush();
        else if (child.tagName === 'IMG') line += ` ${IMAGE_MARK} `;
        else if (BLOCKS.has(child.tagName)) {
          flush();
          walk(child);
          flush();
        } else walk(child);
      }
    }
  };
  walk(body);
  flush();
  return paragraphs.join('\n\n');
}

/**
 * The words of the current text against the revision's: `added` parts are the revision's
 * alone (restoring brings them back), `removed` parts the current text's alone. Undefined when
 * the texts are too far apart to compare in time.
 */
export function diffTexts(currentHtml: string, revisionHtml: string): ChangeObject<string>[] | undefined {
  return diffWords(htmlToText(currentHtml), htmlToText(revisionHtml), { timeout: DIFF_TIMEOUT_MS });
}

export interface FieldChange {
  label: string;
  current: string;
  revision: string;
}

const orNone = (value: string | null) => value || i18n.t('revisions.none');

/** The other fields a restore would change, as they read now and in the revision, labelled in the dashboard's language. */
export function fieldChanges(current: BlogView, revision: RevisionView): FieldChange[] {
  const categoryOf = (id: number | null, name: string | null) => (id === null ? null : (name ?? `(${i18n.t('revisions.deletedCategory')})`));
  const fields: FieldChange[] = [
    { label: i18n.t('revisions.diffLabels.title'), current: current.title, revision: revision.title },
    { label: i18n.t('revisions.diffLabels.category'), current: orNone(current.category), revision: orNone(categoryOf(revision.categoryId, revision.category)) },
    { label: i18n.t('revisions.diffLabels.cover'), current: orNone(current.cover), revision: orNone(revision.cover) },
    {
      label: i18n.t('revisions.diffLabels.eventDate'),
      current: orNone(current.eventDate?.slice(0, 10) ?? null),
      revision: orNone(revision.eventDate?.slice(0, 10) ?? null),
    },
  ];
  return fields.filter((field) => field.current !== field.revision);
}
