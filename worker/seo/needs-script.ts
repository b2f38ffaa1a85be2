import type { SiteConfig } from '../lib/site-config';
import { escapeHtml } from './render-document';

/**
 * What an address rendered in the browser only (registration, the dashboards, the back office's
 * screens) says where script is off, instead of a blank page (issue 41): that it needs JavaScript,
 * and how to reach us meanwhile. The sign-in pages and every visitor form work without it.
 */
export function needsScriptNotice(site: SiteConfig): string {
  const email = escapeHtml(site.contactEmail);
  return [
    '<noscript><div class="container page-message">',
    '<h1>This page needs JavaScript</h1>',
    '<p>This part of the site, such as registering a facility or its dashboard, only works with JavaScript, which is turned off in this browser. Turn it on and reload the page, or reach us another way:</p>',
    `<ul><li>Email <a href="mailto:${email}">${email}</a> and we will register or update a listing for you.</li>`,
    `<li>Call our helpline at <a href="${escapeHtml(site.helpline.tel)}">${escapeHtml(site.helpline.display)}</a>.</li>`,
    '<li><a href="/facility-login">Facility sign-in</a> and <a href="/admin/login">staff sign-in</a> work without JavaScript.</li></ul>',
    '<p>In a crisis, call or text <a href="tel:988">988</a>. In an emergency, call <a href="tel:911">911</a>.</p>',
    '</div></noscript>',
  ].join('');
}
