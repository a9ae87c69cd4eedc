/** Posts linked as translations of each other (the editor's Translate, link and unlink; /api/blogs/{id}/translation). */
export const TRANSLATION_TEXTS = {
  created: 'The translation draft has been created!',
  linked: 'The posts are now linked as translations!',
  unlinked: 'The posts are no longer linked as translations!',
  sameLanguage: 'A translation must be written in the other language',
  alreadyLinked: 'One of the posts is already linked to a translation: unlink it first',
  notLinked: 'This post is not linked to a translation',
  self: 'A post cannot be its own translation',
} as const;
