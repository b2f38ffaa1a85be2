import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/document-title';
import { adminStatsLoader, type AdminStats } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import { StatCards, StatCardsFailed, type StatCard } from './stat-cards';

interface StatsScreen {
  title: string;
  lead: string;
  /** The list's accessible name. */
  label: string;
  cards: (stats: AdminStats) => StatCard[];
  /** Under the cards: with the counts, or (null) when they could not be loaded. */
  footer: (stats: AdminStats | null) => ReactNode;
}

/** An admin page made of the live counters: its route module (loader, page, error boundary). */
export function statsScreen({ title, lead, label, cards, footer }: StatsScreen) {
  function Component() {
    useDocumentTitle(title);
    const stats = useLoaderData<typeof adminStatsLoader>();
    return (
      <AdminShell title={title} lead={lead}>
        <StatCards label={label} cards={cards(stats)} />
        {footer(stats)}
      </AdminShell>
    );
  }
  function ErrorBoundary() {
    useDocumentTitle(title);
    return (
      <AdminShell title={title} lead={lead}>
        <StatCardsFailed />
        {footer(null)}
      </AdminShell>
    );
  }
  return { loader: adminStatsLoader, Component, ErrorBoundary };
}
