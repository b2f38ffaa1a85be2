import { formOnDemand } from '../form-fields/form-on-demand';
// The server's form is styled at first paint: its styles come with the page that shows it.
import './lead-form.css';

/** The lead form on a page of its own (get help): rendered by the server, its code loaded when the visitor turns to it. */
export const LeadFormOnDemand = formOnDemand('lead-form', () => import('./lead-form').then((module) => module.LeadForm));
