import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import type { AdminStats } from '../api/get-admin-stats';
import { AdminShell } from './admin-shell';
import type { StatCard } from '../../../components/stat-cards/stat-cards';
import { LiveStatCards } from './stat-cards';

interface StatsScreen {
  title: string;
  lead: string;
  /** The list's accessible name. */
  label: string;
  cards: (stats: AdminStats) => StatCard[];
  /** Under the cards: with the counts, or (null) when they could not be loaded. */
  footer: (stats: AdminStats | null) => ReactNode;
}

/** An admin page made of the live counters: its route module. */
export function statsScreen({ title, lead, label, cards, footer }: StatsScreen) {
  function Component() {
    useDocumentTitle(title);
    return (
      <AdminShell title={title} lead={lead}>
        <LiveStatCards label={label} cards={cards}>
          {footer}
        </LiveStatCards>
      </AdminShell>
    );
  }
  return { Component };
}
