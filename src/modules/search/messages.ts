/** ERR-03: the empty vehicle search. */
export const EMPTY_RESULTS_TEXT =
  'No results found for your search at this time. Please try adjusting the filters for more results.'
