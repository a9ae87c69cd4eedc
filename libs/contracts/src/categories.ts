/**
 * Blog categories as admin-level staff manage them (the Categories screen and POST, PUT and DELETE
 * /api/categories). Authors pick a category for their posts and create none.
 */
export const CATEGORY_LIMITS = { nameMax: 60, descriptionMax: 500 } as const;

/** The Categories screen's texts; the toasts for adding and deleting are the spec's (MESSAGES). */
export const CATEGORY_TEXTS = {
  title: 'Categories',
  add: 'Add category',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  addTitle: 'Add a category',
  editTitle: (name: string) => `Edit "${name}"`,
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  indonesianNameLabel: 'Name in Indonesian',
  indonesianDescriptionLabel: 'Description in Indonesian',
  /** Under the Indonesian fields: what an empty one means. */
  indonesianHint: 'Left empty, the Indonesian pages show the English text.',
  postsColumn: 'Posts',
  publishedColumn: 'Published',
  actionsColumn: 'Actions',
  empty: 'No categories yet.',
  updated: 'Category saved!',
  updateFailed: 'Saving the category failed!',
  loadFailed: 'Failed to get the categories',
  /** The column's note for a category no published post uses. */
  notListed: 'Not on the public site until a post in it is published',
  renameNote: 'Links to the old name keep working: /blog/tag/{old} leads to the new name.',
  deleteConfirm: (name: string) => `Delete the category "${name}"?`,
  /** Why Delete is off: the API's 409 rule, said before anyone tries. */
  inUse: (count: number) => `Used by ${count} post${count === 1 ? '' : 's'}: move ${count === 1 ? 'it' : 'them'} to another category before deleting`,
  nameTooLong: `Category name must be at most ${CATEGORY_LIMITS.nameMax} characters long`,
  descriptionTooLong: `Category description must be at most ${CATEGORY_LIMITS.descriptionMax} characters long`,
} as const;
