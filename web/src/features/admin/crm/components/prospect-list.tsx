import { useState } from 'react';
import { pluralize } from '../../../../lib/format';
import type { ProspectFilterQuery, ProspectList as List } from '../api/crm-list';
import { Confirmation } from './form-messages';
import { BulkActions, type BulkTarget } from './bulk-actions';
import { ProspectTable } from './prospect-table';

interface ProspectListProps {
  list: List;
  /** The filters the list shows now: "all matching" acts on exactly these. */
  filter: ProspectFilterQuery;
}

/**
 * The list with its selection: boxes per row and per page, then "Select all N matching" (every
 * prospect the filters match, across pages), and what to do with them. The page keys this on its
 * URL, so other filters or another page start with nothing chosen.
 */
export function ProspectList({ list, filter }: ProspectListProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  // The Worker's answer to the last action ("12 prospects updated"), read out where it appears.
  const [done, setDone] = useState('');

  const pageIds = list.items.map((row) => row.id);
  const pageTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const chosen = allMatching ? list.total : selected.size;
  const target: BulkTarget = allMatching ? { all: true, filter } : { ids: [...selected] };

  const choose = (next: ReadonlySet<number>) => {
    setAllMatching(false);
    setSelected(next);
    setDone('');
  };
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(allMatching ? pageIds : selected);
    if (checked) next.add(id);
    else next.delete(id);
    choose(next);
  };
  const togglePage = (checked: boolean) => choose(checked ? new Set([...selected, ...pageIds]) : new Set());

  return (
    <>
      <Confirmation text={done} />
      {chosen > 0 && (
        <div className="crm-selection">
          <p className="crm-selection__count">
            {allMatching ? `All ${pluralize(list.total, 'prospect', 'prospects')} matching the filters are selected.` : `${pluralize(chosen, 'prospect', 'prospects')} selected.`}{' '}
            {!allMatching && pageTicked && list.total > pageIds.length && (
              <button type="button" className="button button--secondary" onClick={() => setAllMatching(true)}>
                Select all {list.total.toLocaleString('en-US')} matching
              </button>
            )}{' '}
            <button type="button" className="button button--secondary" onClick={() => choose(new Set())}>
              Clear selection
            </button>
          </p>
          <BulkActions
            target={target}
            what={pluralize(chosen, 'prospect', 'prospects')}
            onDone={(message) => {
              setAllMatching(false);
              setSelected(new Set());
              setDone(message);
            }}
          />
        </div>
      )}
      <ProspectTable
        rows={list.items}
        selected={allMatching ? new Set(pageIds) : selected}
        onToggle={toggle}
        onTogglePage={togglePage}
        pagination={{ page: list.page, limit: list.limit, total: list.total, noun: 'prospects' }}
      />
    </>
  );
}
