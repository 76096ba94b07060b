/**
 * `@zomato/section-ui/forms`: what a section's forms are answered with (their route actions, in
 * a chunk a post loads), kept out of the main entry so that no page's first load carries it.
 */
export { badField, refusalOf } from './forms/form-refusal';
export { formAction } from './forms/form-action';
