/**
 * `@zomato/section-ui/forms`: what a section's server code answers its forms with (its ./Actions),
 * kept out of the main entry so that no page's browser code carries it.
 */
export { badField, refusalOf } from './forms/form-refusal';
