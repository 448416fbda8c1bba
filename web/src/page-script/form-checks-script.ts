import { checkFormsBeforeSending } from './form-checks';

/**
 * The public forms' own inline script: the renderer writes it, after the page script, only into a
 * page that has a checked form (docs/decisions/015). It runs once the page is parsed.
 */
checkFormsBeforeSending();
