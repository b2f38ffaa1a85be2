// The part of pa11y 10's API the tests use (it ships no types; @types/pa11y describes pa11y 5).
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
  }

  interface Pa11yOptions {
    browser?: Browser;
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: Array<'htmlcs' | 'axe'>;
  }

  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
