/**
 * What every form says, in a dialog or on a page of its own (SPEC.md §4 "Form flow", §8): the submit
 * button while the save runs, and the load failure of an edit.
 */
export const SAVING_TEXT = 'Saving...';

/** SPEC.md §8 "Load failure when editing". */
export const LOAD_FAILED_TEXT = 'Failed to load data for editing.';
