/**
 * Class names that the reference's page hooks (page-hooks.ts) put on its pages and the site's config
 * refers to (the search index leaves these elements out). Kept apart so that the config does
 * not load the generator to read two strings.
 */

/** The line under a member's heading with its type link and badges. */
export const MEMBER_TYPE_CLASS = 'api-member-type';

/** The links of a relation section (Devolvido por, Usado em, Implementado por). */
export const RELATIONS_CLASS = 'api-relations';

/** A member's description that restates another type's (filter and sort inputs). */
export const DERIVED_TEXT_CLASS = 'api-derived-text';

/** The table of every entry on a leaf category's index page (it repeats the entries' pages). */
export const CATEGORY_INDEX_CLASS = 'api-category-index';
